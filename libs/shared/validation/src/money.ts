// Made on first use: building a currency formatter loads ICU data (47-87 ms at a phone's 4× slower CPU), and this
// module is imported by every page's start, most of which never show a price (issue 12).
let usd: Intl.NumberFormat | undefined;

/** Money is stored in integer cents and shown as USD with two decimals: 2499 → "$24.99". The one formatter. */
export function formatUsd(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usd.format((Number.isFinite(cents) ? cents : 0) / 100);
}
