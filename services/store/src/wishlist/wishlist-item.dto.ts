import { IsUUID } from 'class-validator';

/** POST /api/wishlist. */
export class AddWishlistItemDto {
  @IsUUID('all', { message: 'productId must be a product id (a UUID)' })
  productId!: string;
}
