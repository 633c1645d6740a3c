import { Injectable } from '@nestjs/common';
import { SquareClient, SquareError, type Square } from 'square';
import { squarePaymentsConfig, StoreEnv, type SquarePaymentsConfig } from '../config/store-env';

/** What the store keeps of a Square payment (money as integer cents, not the SDK's BigInt). */
export interface SquarePaymentResult {
  id: string;
  status: string;
  amount: number;
  refundedAmount: number;
  cardBrand: string | null;
  last4: string | null;
}

export interface SquareRefundResult {
  id: string;
  paymentId: string;
  status: string;
  amount: number;
}

/** Square refused the card: the error code and Square's own words, for the shopper. */
export class PaymentDeclined extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
  ) {
    super(`Square declined the payment: ${code}`);
  }
}

/** Square could not be reached or failed; nothing is known to be charged, so the same call may be retried. */
export class PaymentUnavailable extends Error {}

/**
 * Square refused the call for a reason that is not the card (a configuration error, an idempotent call still in
 * flight, a refund over what is left): the order must not be treated as declined.
 */
export class SquareRefused extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
  ) {
    super(`Square refused the call: ${code}`);
  }
}

/** Codes about the card itself, which Square may send outside PAYMENT_METHOD_ERROR. */
const CARD_ERROR_CODES = new Set([
  'INVALID_CARD_DATA',
  'INVALID_CARD',
  'CARD_TOKEN_USED',
  'CARD_TOKEN_EXPIRED',
  'CARD_EXPIRED',
  'INVALID_EXPIRATION',
  'CARD_NOT_SUPPORTED',
  'CARD_DECLINED_VERIFICATION_REQUIRED',
  'VERIFICATION_TOKEN_INVALID',
]);

const cents = (value: bigint | number | null | undefined): number => Number(value ?? 0);

export function toPaymentResult(p: Square.Payment): SquarePaymentResult {
  return {
    id: p.id!,
    status: p.status ?? 'PENDING',
    amount: cents(p.amountMoney?.amount),
    refundedAmount: cents(p.refundedMoney?.amount),
    cardBrand: p.cardDetails?.card?.cardBrand ?? null,
    last4: p.cardDetails?.card?.last4 ?? null,
  };
}

/** The Payments and Refunds APIs through the official SDK (Square itself, or the local emulator by base URL). */
@Injectable()
export class SquarePaymentsClient {
  readonly config: SquarePaymentsConfig;
  private readonly client: SquareClient;

  constructor(env: StoreEnv) {
    this.config = squarePaymentsConfig(env);
    this.client = new SquareClient({
      token: this.config.token,
      baseUrl: this.config.baseUrl,
      maxRetries: this.config.maxRetries,
    });
  }

  /**
   * CreatePayment for `amount` cents. `idempotencyKey` is the order's: the same call again answers the same payment
   * and charges nothing more.
   */
  async charge(input: {
    idempotencyKey: string;
    sourceId: string;
    verificationToken?: string | null;
    amount: number;
    referenceId: string;
    note?: string;
  }): Promise<SquarePaymentResult> {
    try {
      const { payment } = await this.client.payments.create({
        idempotencyKey: input.idempotencyKey,
        sourceId: input.sourceId,
        amountMoney: { amount: BigInt(input.amount), currency: this.config.currency as Square.Currency },
        autocomplete: true,
        referenceId: input.referenceId,
        ...(input.note ? { note: input.note } : {}),
        ...(input.verificationToken ? { verificationToken: input.verificationToken } : {}),
        ...(this.config.locationId ? { locationId: this.config.locationId } : {}),
      });
      if (!payment?.id) throw new PaymentUnavailable('Square answered without a payment');
      return toPaymentResult(payment);
    } catch (err) {
      throw classify(err);
    }
  }

  async refund(input: {
    idempotencyKey: string;
    paymentId: string;
    amount: number;
    reason?: string;
  }): Promise<SquareRefundResult> {
    try {
      const { refund } = await this.client.refunds.refundPayment({
        idempotencyKey: input.idempotencyKey,
        paymentId: input.paymentId,
        amountMoney: { amount: BigInt(input.amount), currency: this.config.currency as Square.Currency },
        ...(input.reason ? { reason: input.reason.slice(0, 192) } : {}),
      });
      if (!refund?.id) throw new PaymentUnavailable('Square answered without a refund');
      return {
        id: refund.id,
        paymentId: refund.paymentId ?? input.paymentId,
        status: refund.status ?? 'PENDING',
        amount: cents(refund.amountMoney?.amount),
      };
    } catch (err) {
      throw classify(err);
    }
  }
}

function classify(err: unknown): Error {
  if (err instanceof PaymentDeclined || err instanceof PaymentUnavailable || err instanceof SquareRefused)
    return err;
  if (err instanceof SquareError) {
    const first = err.errors[0];
    if (first && (first.category === 'PAYMENT_METHOD_ERROR' || CARD_ERROR_CODES.has(first.code)))
      return new PaymentDeclined(first.code, first.detail ?? '');
    // Rate limits and timeouts are Square being away; any other 4xx is a refusal that is not about the card.
    if (
      first &&
      err.statusCode !== undefined &&
      err.statusCode >= 400 &&
      err.statusCode < 500 &&
      err.statusCode !== 408 &&
      err.statusCode !== 429
    )
      return new SquareRefused(first.code, first.detail ?? '');
  }
  return new PaymentUnavailable(err instanceof Error ? err.message : String(err));
}

/** Square's decline codes in words a shopper understands; Square's own detail for the rest. */
const DECLINE_REASONS: Record<string, string> = {
  GENERIC_DECLINE: 'your card was declined by its bank',
  CARD_DECLINED: 'your card was declined by its bank',
  INSUFFICIENT_FUNDS: 'the card has insufficient funds',
  CVV_FAILURE: 'the security code (CVV) does not match the card',
  ADDRESS_VERIFICATION_FAILURE: 'the postal code does not match the card',
  INVALID_EXPIRATION: 'the expiration date is not valid',
  EXPIRATION_FAILURE: 'the card has expired',
  CARD_EXPIRED: 'the card has expired',
  INVALID_ACCOUNT: 'the card account is not valid',
  INVALID_CARD: 'the card is not valid',
  INVALID_CARD_DATA: 'the card details are not valid; enter them again',
  CARD_NOT_SUPPORTED: 'this card is not supported',
  TRANSACTION_LIMIT: 'the amount is over the card’s limit',
  VOICE_FAILURE: 'the card’s bank needs you to call them',
  PAN_FAILURE: 'the card number is not valid',
  CARD_DECLINED_VERIFICATION_REQUIRED: 'your bank asked for a verification that was not completed',
  CARD_DECLINED_CALL_ISSUER: 'the card’s bank needs you to call them',
  ALLOWABLE_PIN_TRIES_EXCEEDED: 'too many wrong PIN attempts',
  CARD_TOKEN_USED: 'the card details were already used; enter them again',
  CARD_TOKEN_EXPIRED: 'the card details expired; enter them again',
};

/** The 402 message: "Your payment was declined: your card was declined by its bank." */
export function declineMessage(declined: PaymentDeclined): string {
  const detail = declined.detail.trim().replace(/\.$/, '');
  const reason = DECLINE_REASONS[declined.code] ?? (detail || 'the card was not accepted');
  return `Your payment was declined: ${reason}.`;
}
