import { Module } from '@nestjs/common';
import { IdentityModule } from '@petcora/nest-common';
import { WishlistController } from './wishlist.controller';
import { WishlistService } from './wishlist.service';

@Module({
  imports: [IdentityModule],
  controllers: [WishlistController],
  providers: [WishlistService],
})
export class WishlistModule {}
