import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@petcora/ui/accordion';
import { cardBrandLabel, PAYMENT_STATE_LABELS } from '@petcora/contracts';
import { Skeleton } from '@petcora/ui/feedback';
import { formatUsd } from '../../../lib/money';
import { useOrderDetails } from '../api/get-order-details';

/** The three detail sections of an order, fetched when first opened. */
export function OrderDetailsPanel({ orderId, id }: { orderId: string; id: string }) {
  const details = useOrderDetails(orderId, true);

  if (details.isPending) {
    return (
      <div id={id} aria-busy="true">
        <Skeleton className="order-details__skeleton" />
      </div>
    );
  }
  if (details.isError) {
    return (
      <p id={id} role="alert" className="pc-field__error">
        Failed to load order details. Please try again.
      </p>
    );
  }

  const { order, items } = details.data;
  const payment = order.payment ?? null;
  return (
    <div id={id} className="order-details">
      <Accordion type="multiple" defaultValue={['items', 'shipping', 'payment']}>
        <AccordionItem value="items">
          <AccordionTrigger>Order Items</AccordionTrigger>
          <AccordionContent>
            <table className="order-items">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Subtotal</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.product?.name ?? item.productId}</td>
                    <td>{formatUsd(item.price)}</td>
                    <td>{item.quantity}</td>
                    <td>{formatUsd(item.price * item.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="shipping">
          <AccordionTrigger>Shipping Information</AccordionTrigger>
          <AccordionContent>
            <dl className="order-facts">
              <dt>Address</dt>
              <dd>{order.shippingAddress || 'No shipping address provided'}</dd>
              <dt>Method</dt>
              <dd>{order.shippingMethod || 'Standard Shipping'}</dd>
              {order.carrier && (
                <>
                  <dt>Carrier</dt>
                  <dd>{order.carrier}</dd>
                </>
              )}
              {order.trackingNumber && (
                <>
                  <dt>Tracking number</dt>
                  <dd data-testid="tracking-number">{order.trackingNumber}</dd>
                </>
              )}
            </dl>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="payment">
          <AccordionTrigger>Payment Information</AccordionTrigger>
          <AccordionContent>
            <dl className="order-facts">
              <dt>Method</dt>
              <dd>{order.paymentMethod || 'Credit Card'}</dd>
              {payment?.last4 && (
                <>
                  <dt>Card</dt>
                  <dd>
                    {payment.cardBrand ? cardBrandLabel(payment.cardBrand) : 'Card'} ending in {payment.last4}
                  </dd>
                </>
              )}
              {payment && (
                <>
                  <dt>Payment status</dt>
                  <dd data-testid="payment-state">
                    {PAYMENT_STATE_LABELS[payment.state]}
                    {payment.state === 'partly_refunded' &&
                      ` (${formatUsd(payment.refundedAmount)} refunded)`}
                  </dd>
                </>
              )}
              <dt>Total</dt>
              <dd>{formatUsd(order.totalAmount)}</dd>
            </dl>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </div>
  );
}
