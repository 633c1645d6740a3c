// No Intl formatter for whole cents: building a currency formatter loads ICU data (47-87 ms at a phone's 4× slower
// CPU), which the store page then paid inside its first render. The words are what Intl says (money.spec.ts
// compares them); anything else (a fraction of a cent, -0, ten trillion dollars or more) still goes to Intl, made on
// first use.
let usd: Intl.NumberFormat | undefined;

/** A whole number's digits in groups of three, as English writes them: 1234567 → "1,234,567" (no Intl, see above). */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Money is stored in integer cents and shown as USD with two decimals: 2499 → "$24.99". The one formatter. */
export function formatUsd(cents: number): string {
  const value = Number.isFinite(cents) ? cents : 0;
  // Up to 15 digits the double `value / 100` that Intl formats is exactly the cents' decimal, so the words agree.
  if (Number.isInteger(value) && Math.abs(value) < 1e15 && !Object.is(value, -0)) {
    const abs = Math.abs(value);
    const dollars = groupThousands(Math.floor(abs / 100));
    const text = `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
    return value < 0 ? `-${text}` : text;
  }
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usd.format(value / 100);
}
