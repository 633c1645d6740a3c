import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { CART_MAX_QUANTITY } from '@petcora/contracts';
import { InOrder } from '@petcora/validation';

export const CART_MESSAGES = {
  productId: 'productId must be a product id (a UUID)',
  quantity: `quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}`,
  quantityOrZero: `quantity must be a whole number from 0 to ${CART_MAX_QUANTITY} (0 removes the line)`,
  productNotFound: 'Product not found',
  notInCart: 'This product is not in your cart',
  tooMany: `You can have at most ${CART_MAX_QUANTITY} of one product in your cart`,
  tooManyLines: (max: number) => `Your cart can hold at most ${max} different products`,
  notShopper: 'This account cannot shop: sign in with a member account',
} as const;

/** POST /api/cart/items: adds `quantity` (default 1) of a product. JSON numbers only, no numeric strings. */
export class AddCartItemDto {
  @IsUUID('all', { message: CART_MESSAGES.productId })
  productId!: string;

  @IsOptional()
  @InOrder(
    IsInt({ message: CART_MESSAGES.quantity }),
    Min(1, { message: CART_MESSAGES.quantity }),
    Max(CART_MAX_QUANTITY, { message: CART_MESSAGES.quantity }),
  )
  quantity?: number;
}

/** PATCH /api/cart/items/{productId}: sets the quantity; 0 removes the line. */
export class SetCartQuantityDto {
  @InOrder(
    IsInt({ message: CART_MESSAGES.quantityOrZero }),
    Min(0, { message: CART_MESSAGES.quantityOrZero }),
    Max(CART_MAX_QUANTITY, { message: CART_MESSAGES.quantityOrZero }),
  )
  quantity!: number;
}
