import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import type { IdentityClaims, OrderSummary } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import type { OrderDetail } from '@petcora/contracts';
import { OrdersService } from './orders.service';

/** The signed-in shopper's own orders (dashboard). */
@Controller('api/orders')
@UseGuards(IdentityGuard)
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiContract(['OrderSummary'], { summary: 'Your orders' })
  list(@CurrentIdentity() identity: IdentityClaims): Promise<OrderSummary[]> {
    return this.orders.listForUser(identity.sub);
  }

  @Get(':id')
  @ApiContract('OrderDetail', { summary: 'One of your orders' })
  detail(
    @CurrentIdentity() identity: IdentityClaims,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('Invalid order id') }))
    id: string,
  ): Promise<OrderDetail> {
    return this.orders.detailForUser(identity.sub, id);
  }
}
