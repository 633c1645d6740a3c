import { statusLabel, statusTone } from '../utils/order-status';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`order-status order-status--${statusTone(status)}`}>{statusLabel(status)}</span>;
}
