/** Integer cents → '$9.99'; a free tier reads 'Free'. */
export function formatPlanPrice(cents: number): string {
  if (cents === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
