/** GET /api/orders/{id} (store service ↔ the dashboard's order details). Money in integer cents. */
export interface OrderDetail {
  order: {
    id: string;
    status: string;
    shippingAddress: string | null;
    shippingMethod: string;
    paymentMethod: string;
    totalAmount: number;
    createdAt: string;
  };
  items: {
    id: string;
    productId: string;
    price: number;
    quantity: number;
    product: { id: string; name: string; imageUrl: string | null } | null;
  }[];
}

/**
 * The short order number shoppers see, on the checkout confirmation (mfe-store) and in the dashboard (mfe-account):
 * the last 8 hex digits of the order's uuid (its random tail), in capitals.
 */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, '').slice(-8).toUpperCase();
}
