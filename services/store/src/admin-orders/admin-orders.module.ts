import { Module } from '@nestjs/common';
import { IdentityModule } from '@petcora/nest-common';
import { OrderMailModule } from '../order-mail/order-mail.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';

@Module({
  imports: [IdentityModule, OrdersModule, PaymentsModule, OrderMailModule],
  controllers: [AdminOrdersController],
  providers: [AdminOrdersService],
})
export class AdminOrdersModule {}
