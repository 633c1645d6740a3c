import { Module } from '@nestjs/common';
import { IdentityModule } from '@petcora/nest-common';
import { CartController } from './cart.controller';
import { CartCreationBudget } from './cart-creation-budget';
import { CartService } from './cart.service';

@Module({
  imports: [IdentityModule],
  controllers: [CartController],
  providers: [CartService, CartCreationBudget],
  exports: [CartService],
})
export class CartModule {}
