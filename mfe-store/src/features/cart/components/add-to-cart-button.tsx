import { Button } from '@petcora/ui/button';
import { ShoppingCart } from 'lucide-react';
import { useAddToCart } from '../api/add-to-cart';

/** 'Add to Cart' for anyone (visitors fill a cookie cart); a toast says how it went. */
export function AddToCartButton({
  product,
  quantity,
}: {
  product: { id: string; name: string };
  quantity: number;
}) {
  const add = useAddToCart();
  return (
    <Button
      disabled={add.isPending}
      onClick={() => add.mutate({ productId: product.id, quantity, name: product.name })}
    >
      <ShoppingCart aria-hidden="true" />
      {add.isPending ? 'Adding...' : 'Add to Cart'}
    </Button>
  );
}
