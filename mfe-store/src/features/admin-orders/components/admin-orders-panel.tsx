import { serverMessageOf } from '@petcora/api-client';
import {
  cardBrandLabel,
  orderNumber,
  ORDER_STATUSES,
  PAYMENT_STATE_LABELS,
  type AdminOrderRow,
} from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { TextField } from '@petcora/ui/text-field';
import { formatUsd } from '@petcora/validation/money';
import { useId, useState, type FormEvent } from 'react';
import { useChangeOrder, type OrderChange } from '../api/change-order';
import { useAdminOrders } from '../api/get-admin-orders';
import './admin-orders.css';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
};

function OrderActions({ order }: { order: AdminOrderRow }) {
  const change = useChangeOrder(order.id);
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [refund, setRefund] = useState('');
  const run = (event: FormEvent | null, what: OrderChange) => {
    event?.preventDefault();
    change.mutate(what);
  };
  const paid = order.payment?.state === 'paid' || order.payment?.state === 'partly_refunded';
  return (
    <div className="admin-orders__actions">
      {(order.status === 'processing' || order.status === 'shipped') && (
        <form
          aria-label={`Ship order ${orderNumber(order.id)}`}
          onSubmit={(e) => run(e, { kind: 'ship', carrier, trackingNumber: tracking })}
        >
          <TextField
            label="Carrier"
            value={carrier}
            maxLength={50}
            onChange={(e) => setCarrier(e.target.value)}
          />
          <TextField
            label="Tracking number"
            value={tracking}
            maxLength={100}
            onChange={(e) => setTracking(e.target.value)}
          />
          <Button type="submit" disabled={change.isPending}>
            Mark shipped
          </Button>
        </form>
      )}
      {order.status === 'shipped' && (
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() => run(null, { kind: 'deliver' })}
        >
          Mark delivered
        </Button>
      )}
      {paid && order.status !== 'canceled' && (
        <form
          aria-label={`Refund part of order ${orderNumber(order.id)}`}
          onSubmit={(e) => {
            const cents = Math.round(Number(refund) * 100);
            run(e, { kind: 'refund', amount: Number.isFinite(cents) ? cents : 0 });
          }}
        >
          <TextField
            label="Refund amount ($)"
            inputMode="decimal"
            value={refund}
            onChange={(e) => setRefund(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={change.isPending}>
            Refund
          </Button>
        </form>
      )}
      {(order.status === 'pending' || order.status === 'processing') && (
        <Button variant="secondary" disabled={change.isPending} onClick={() => run(null, { kind: 'cancel' })}>
          Cancel and refund
        </Button>
      )}
      {change.isError && (
        <p role="alert" className="admin-orders__error">
          {serverMessageOf(change.error) ?? 'The change could not be made. Please try again.'}
        </p>
      )}
      {change.isSuccess && (
        <p role="status" className="pc-muted">
          Saved. The member has been e-mailed.
        </p>
      )}
    </div>
  );
}

/** Every order for operators, filtered by status, with the moves each allows. */
export function AdminOrdersPanel() {
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  const orders = useAdminOrders(status);
  const [open, setOpen] = useState<string | null>(null);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <Card className="admin-orders">
      <div className="pc-field admin-orders__filter">
        <label className="pc-field__label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className="pc-field__input"
          value={status ?? ''}
          onChange={(e) => setStatus(e.target.value || null)}
        >
          <option value="">All orders</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {orders.isPending ? (
        <PageSpinner label="Loading orders" />
      ) : orders.isError ? (
        <p role="alert">{serverMessageOf(orders.error) ?? 'Orders could not be loaded.'}</p>
      ) : rows.length === 0 ? (
        <p className="pc-muted">No orders.</p>
      ) : (
        <table className="admin-orders__table" aria-label="Orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
              <th scope="col">Payment</th>
              <th scope="col">Tracking</th>
              <th scope="col">
                <span className="pc-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                open={open === order.id}
                onToggle={() => setOpen(open === order.id ? null : order.id)}
              />
            ))}
          </tbody>
        </table>
      )}
      <LoadMoreButton pages={orders} label="Load more" loadingLabel="Load more" />
    </Card>
  );
}

function OrderRow({ order, open, onToggle }: { order: AdminOrderRow; open: boolean; onToggle: () => void }) {
  const number = orderNumber(order.id);
  const payment = order.payment;
  return (
    <>
      <tr aria-label={`Order #${number}`}>
        <td>#{number}</td>
        <td>{new Date(order.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</td>
        <td>{formatUsd(order.totalAmount)}</td>
        <td>{STATUS_LABELS[order.status] ?? order.status}</td>
        <td>
          {payment
            ? `${PAYMENT_STATE_LABELS[payment.state]}${payment.last4 ? ` · ${payment.cardBrand ? cardBrandLabel(payment.cardBrand) : 'Card'} ${payment.last4}` : ''}`
            : 'Credit Card'}
        </td>
        <td>{order.trackingNumber ? `${order.carrier ?? ''} ${order.trackingNumber}`.trim() : '—'}</td>
        <td>
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={onToggle}>
            {open ? 'Close' : 'Manage'}
          </Button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={7}>
            <OrderActions order={order} />
          </td>
        </tr>
      )}
    </>
  );
}
