import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { IdentityClaims, Wishlist } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import { AddWishlistItemDto } from './wishlist-item.dto';
import { WishlistService } from './wishlist.service';

/** Members only (401 for visitors): each call answers the whole wishlist, newest first. */
@Controller('api/wishlist')
@UseGuards(IdentityGuard)
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Get()
  @ApiContract('Wishlist', { summary: 'Your wishlist' })
  list(
    @CurrentIdentity() identity: IdentityClaims,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Wishlist> {
    reply.header('cache-control', 'no-store');
    return this.wishlist.list(identity.sub);
  }

  @Post()
  @HttpCode(200)
  @ApiContract('Wishlist', {
    summary: 'Add a product to your wishlist',
    errors: [404],
    body: AddWishlistItemDto,
  })
  add(@CurrentIdentity() identity: IdentityClaims, @Body() body: AddWishlistItemDto): Promise<Wishlist> {
    return this.wishlist.add(identity.sub, body.productId);
  }

  @Delete(':productId')
  @ApiContract('Wishlist', { summary: 'Remove a product from your wishlist' })
  remove(
    @CurrentIdentity() identity: IdentityClaims,
    @Param(
      'productId',
      new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('Invalid product id') }),
    )
    productId: string,
  ): Promise<Wishlist> {
    return this.wishlist.remove(identity.sub, productId);
  }
}
