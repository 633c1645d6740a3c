import type { Square } from 'square';

/** Largest price the products table holds (Postgres integer). */
export const MAX_PRICE_CENTS = 2_147_483_647;

/**
 * Square sends money in the currency's smallest unit as a BigInt; the store keeps integer cents in a plain number.
 * Returns null when there is no amount, it is negative, or it does not fit the products table.
 */
export function moneyToCents(money: Square.Money | undefined | null): number | null {
  const amount = money?.amount;
  if (amount === undefined || amount === null) return null;
  if (typeof amount !== 'bigint' && !Number.isSafeInteger(amount)) return null;
  const big = BigInt(amount);
  if (big < 0n || big > BigInt(MAX_PRICE_CENTS)) return null;
  return Number(big);
}

/**
 * A deep copy safe for JSON and for BullMQ job data: BigInts become numbers when exact, else decimal strings.
 */
export function toJsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint')
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, toJsonSafe(v)]),
    );
  }
  return value;
}
