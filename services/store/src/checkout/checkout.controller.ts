import { Body, Controller, Headers, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type IdentityClaims, type OrderDetail } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import { CheckoutDto } from '@petcora/validation';
import { applyCookie, shopperOf } from '../cart/shopper';
import { CheckoutService, idempotencyKeyOf } from './checkout.service';

/**
 * POST /api/orders (members): 201 with the new order; 200 with the same order when its Idempotency-Key was used
 * before. The body is the shipping address and methods; prices come from the catalogue, never from the body.
 */
@Controller('api/orders')
@UseGuards(IdentityGuard)
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post()
  @HttpCode(201)
  @ApiContract('OrderDetail', { summary: 'Place an order from your cart', errors: [409], body: CheckoutDto })
  async place(
    @CurrentIdentity() identity: IdentityClaims,
    @Headers(IDEMPOTENCY_KEY_HEADER) keyHeader: string | string[] | undefined,
    @Body() body: CheckoutDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderDetail> {
    const key = idempotencyKeyOf(keyHeader);
    const result = await this.checkout.checkout(shopperOf(identity, req), body, key);
    applyCookie(reply, result.cookie);
    if (!result.created) reply.status(200);
    return result.order;
  }
}
