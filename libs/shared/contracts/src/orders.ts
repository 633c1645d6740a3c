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
