import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import type { AdminOrderDetail, AdminOrderPage, IdentityClaims } from '@petcora/contracts';
import { AdminGuard, ApiContract, CurrentIdentity } from '@petcora/nest-common';
import { AdminOrdersQuery, CancelOrderDto, RefundOrderDto, ShipOrderDto } from '@petcora/validation';
import { AdminOrdersService } from './admin-orders.service';

const orderId = () =>
  new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('Invalid order id') });

/** /api/admin/orders (admins): every order, filtered by status, and moving an order along its statuses. */
@Controller('api/admin/orders')
@UseGuards(AdminGuard)
export class AdminOrdersController {
  constructor(private readonly admin: AdminOrdersService) {}

  @Get()
  @ApiContract('AdminOrderPage', { summary: 'Every order, newest first' })
  list(@Query() query: AdminOrdersQuery): Promise<AdminOrderPage> {
    return this.admin.list(query);
  }

  @Get(':id')
  @ApiContract('AdminOrderDetail', { summary: 'One order with its history' })
  detail(@Param('id', orderId()) id: string): Promise<AdminOrderDetail> {
    return this.admin.detail(id);
  }

  @Post(':id/ship')
  @HttpCode(200)
  @ApiContract('AdminOrderDetail', {
    summary: 'Mark an order shipped with its carrier and tracking number',
    errors: [409],
    body: ShipOrderDto,
  })
  ship(
    @CurrentIdentity() admin: IdentityClaims,
    @Param('id', orderId()) id: string,
    @Body() body: ShipOrderDto,
  ): Promise<AdminOrderDetail> {
    return this.admin.ship(admin.sub, id, body);
  }

  @Post(':id/deliver')
  @HttpCode(200)
  @ApiContract('AdminOrderDetail', { summary: 'Mark an order delivered', errors: [409] })
  deliver(
    @CurrentIdentity() admin: IdentityClaims,
    @Param('id', orderId()) id: string,
  ): Promise<AdminOrderDetail> {
    return this.admin.deliver(admin.sub, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiContract('AdminOrderDetail', {
    summary: 'Cancel an order with a full refund',
    errors: [409],
    body: CancelOrderDto,
  })
  cancel(
    @CurrentIdentity() admin: IdentityClaims,
    @Param('id', orderId()) id: string,
    @Body() body: CancelOrderDto,
  ): Promise<AdminOrderDetail> {
    return this.admin.cancel(admin.sub, id, body.reason);
  }

  @Post(':id/refunds')
  @HttpCode(200)
  @ApiContract('AdminOrderDetail', {
    summary: 'Refund part of an order',
    errors: [409],
    body: RefundOrderDto,
  })
  refund(
    @CurrentIdentity() admin: IdentityClaims,
    @Param('id', orderId()) id: string,
    @Body() body: RefundOrderDto,
  ): Promise<AdminOrderDetail> {
    return this.admin.refundPart(admin.sub, id, body.amount, body.reason);
  }
}
