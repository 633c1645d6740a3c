import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Cart, IdentityClaims } from '@petcora/contracts';
import { CurrentIdentity, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { AddCartItemDto, SetCartQuantityDto } from './cart-item.dto';
import { CartService, type CartResult } from './cart.service';
import { applyCookie, shopperOf } from './shopper';

const productIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException('Invalid product id'),
});

/**
 * The cart of whoever calls: a member's by their id, a visitor's by the cart cookie. Every call answers the whole
 * Cart, and a member's first call after signing in merges the visitor cart the cookie names.
 */
@Controller('api/cart')
@UseGuards(OptionalIdentityGuard)
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Get()
  @ApiContract('Cart')
  async get(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Cart> {
    res.setHeader('cache-control', 'no-store');
    return answer(res, await this.carts.read(shopperOf(identity, req)));
  }

  @Post('items')
  @HttpCode(200)
  @ApiContract('Cart', { body: AddCartItemDto })
  async add(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Body() body: AddCartItemDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Cart> {
    return answer(res, await this.carts.add(shopperOf(identity, req), body.productId, body.quantity ?? 1));
  }

  @Patch('items/:productId')
  @ApiContract('Cart', { body: SetCartQuantityDto })
  async set(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Param('productId', productIdPipe) productId: string,
    @Body() body: SetCartQuantityDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Cart> {
    return answer(res, await this.carts.setQuantity(shopperOf(identity, req), productId, body.quantity));
  }

  @Delete('items/:productId')
  @ApiContract('Cart')
  async remove(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Param('productId', productIdPipe) productId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Cart> {
    return answer(res, await this.carts.remove(shopperOf(identity, req), productId));
  }

  @Delete()
  @ApiContract('Cart')
  async clear(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Cart> {
    return answer(res, await this.carts.clear(shopperOf(identity, req)));
  }
}

function answer(res: Response, result: CartResult): Cart {
  applyCookie(res, result.cookie);
  return result.cart;
}
