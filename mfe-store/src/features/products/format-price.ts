const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Integer cents → '$24.99'. */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}
