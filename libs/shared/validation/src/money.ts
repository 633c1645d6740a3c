const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Money is stored in integer cents and shown as USD with two decimals: 2499 → "$24.99". The one formatter. */
export function formatUsd(cents: number): string {
  return usd.format((Number.isFinite(cents) ? cents : 0) / 100);
}
