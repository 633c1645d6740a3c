import { formatUsd } from '@petcora/validation/money';

/** Integer cents → '$9.99'; a free tier reads 'Free'. */
export function formatPlanPrice(cents: number): string {
  return cents === 0 ? 'Free' : formatUsd(cents);
}
