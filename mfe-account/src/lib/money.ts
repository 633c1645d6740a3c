const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars: 2499 → "$24.99". */
export function formatUsd(cents: number): string {
  return usd.format((Number.isFinite(cents) ? cents : 0) / 100);
}
