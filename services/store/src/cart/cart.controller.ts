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
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  @ApiContract('Cart', { summary: 'Your cart' })
  async get(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Cart> {
    reply.header('cache-control', 'no-store');
    return answer(reply, await this.carts.read(shopperOf(identity, req)));
  }

  @Post('items')
  @HttpCode(200)
  @ApiContract('Cart', { summary: 'Add a product to your cart', errors: [404], body: AddCartItemDto })
  async add(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Body() body: AddCartItemDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Cart> {
    return answer(reply, await this.carts.add(shopperOf(identity, req), body.productId, body.quantity ?? 1));
  }

  @Patch('items/:productId')
  @ApiContract('Cart', { summary: "Set a cart item's quantity", body: SetCartQuantityDto })
  async set(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Param('productId', productIdPipe) productId: string,
    @Body() body: SetCartQuantityDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Cart> {
    return answer(reply, await this.carts.setQuantity(shopperOf(identity, req), productId, body.quantity));
  }

  @Delete('items/:productId')
  @ApiContract('Cart', { summary: 'Remove a product from your cart' })
  async remove(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Param('productId', productIdPipe) productId: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Cart> {
    return answer(reply, await this.carts.remove(shopperOf(identity, req), productId));
  }

  @Delete()
  @ApiContract('Cart', { summary: 'Empty your cart' })
  async clear(
    @CurrentIdentity() identity: IdentityClaims | null,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Cart> {
    return answer(reply, await this.carts.clear(shopperOf(identity, req)));
  }
}

function answer(reply: FastifyReply, result: CartResult): Cart {
  applyCookie(reply, result.cookie);
  return result.cart;
}
