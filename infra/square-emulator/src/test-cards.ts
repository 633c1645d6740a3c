/**
 * The emulator's test cards. The numbers are Square sandbox's documented test cards; the Web Payments SDK stand-in
 * turns a typed number into a nonce that names the card's outcome, brand and last four, so the Payments API side
 * answers as Square's sandbox would for that card. Square's fixed sandbox nonces are accepted too.
 */
export type CardOutcome = 'ok' | 'declined' | 'verify';

export interface TestCard {
  number: string;
  brand: string;
  outcome: CardOutcome;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'VISA', outcome: 'ok' },
  { number: '5105105105105100', brand: 'MASTERCARD', outcome: 'ok' },
  { number: '4000000000000002', brand: 'VISA', outcome: 'declined' },
  { number: '4000000000003220', brand: 'VISA', outcome: 'verify' },
];

export interface CardNonce {
  outcome: CardOutcome;
  brand: string;
  last4: string;
}

const NONCE = /^cnon:emu-(ok|declined|verify)-([A-Z_]{2,20})-(\d{4})-[A-Za-z0-9]{4,64}$/;
const SANDBOX_NONCES: Record<string, CardNonce> = {
  'cnon:card-nonce-ok': { outcome: 'ok', brand: 'VISA', last4: '1111' },
  'cnon:card-nonce-declined': { outcome: 'declined', brand: 'VISA', last4: '0002' },
  'cnon:card-nonce-requires-verification': { outcome: 'verify', brand: 'VISA', last4: '3220' },
};

/** The card a nonce stands for, or null when it is not one the emulator issued. */
export function parseNonce(sourceId: string): CardNonce | null {
  const fixed = SANDBOX_NONCES[sourceId];
  if (fixed) return fixed;
  const match = NONCE.exec(sourceId);
  if (!match) return null;
  return { outcome: match[1] as CardOutcome, brand: match[2]!, last4: match[3]! };
}

/** The nonce the SDK stand-in issues for a card (the random tail makes every tokenize() distinct, like Square's). */
export function nonceFor(card: TestCard, random: string): string {
  return `cnon:emu-${card.outcome}-${card.brand}-${card.number.slice(-4)}-${random}`;
}
