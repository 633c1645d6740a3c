import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PAYMENT_METHODS, SHIPPING_METHODS } from '@petcora/contracts';
import { IsNonBlank } from './custom-rules';
import { InOrder } from './in-order';

/**
 * The checkout form (POST /api/orders), written once: mfe-store checks it before sending, the store service
 * enforces it. Lengths are the spec's orders table (city, state and country 100, zip 20); the street address and the
 * notes are text columns, bounded here so one request cannot store megabytes.
 */
export const CHECKOUT_LIMITS = {
  shippingAddress: 255,
  shippingCity: 100,
  shippingState: 100,
  shippingZip: 20,
  shippingCountry: 100,
  notes: 500,
} as const;

/** Letters, digits, spaces and dashes: ZIP and postal codes of every country we ship to. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** Square's card nonces and verification tokens: a prefix such as `cnon:` or `verf:` and URL-safe characters. */
export const CARD_TOKEN_PATTERN = /^[A-Za-z0-9:_+/=.-]{1,512}$/;

export const CHECKOUT_MESSAGES = {
  addressRequired: 'Shipping address is required',
  addressMax: `Shipping address must be at most ${CHECKOUT_LIMITS.shippingAddress} characters`,
  cityRequired: 'City is required',
  cityMax: `City must be at most ${CHECKOUT_LIMITS.shippingCity} characters`,
  stateRequired: 'State / region is required',
  stateMax: `State / region must be at most ${CHECKOUT_LIMITS.shippingState} characters`,
  zipRequired: 'ZIP / postal code is required',
  zipMax: `ZIP / postal code must be at most ${CHECKOUT_LIMITS.shippingZip} characters`,
  zipFormat: 'ZIP / postal code may only contain letters, digits, spaces and dashes',
  countryRequired: 'Country is required',
  countryMax: `Country must be at most ${CHECKOUT_LIMITS.shippingCountry} characters`,
  shippingMethod: `Shipping method must be one of ${SHIPPING_METHODS.join(', ')}`,
  paymentMethod: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
  notesMax: `Notes must be at most ${CHECKOUT_LIMITS.notes} characters`,
  text: (field: string) => `${field} must be text`,
  cardRequired: 'Enter your card details',
  cardTokenInvalid: 'The card details could not be read; enter them again',
  verificationTokenInvalid: 'The card verification could not be read; try again',
  /** Server answers of POST /api/orders that are not about one field. */
  emptyCart: 'Your cart is empty',
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 100 letters, digits, dashes or underscores',
  unavailable: (names: string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} no longer available; remove ${names.length === 1 ? 'it' : 'them'} from your cart`,
} as const;

/** A required, non-blank text field of at most `max` characters. */
function RequiredText(label: string, required: string, max: number, tooLong: string): PropertyDecorator {
  return InOrder(
    IsString({ message: CHECKOUT_MESSAGES.text(label) }),
    IsNonBlank({ message: required }),
    MaxLength(max, { message: tooLong }),
  );
}

/** The checkout form's address and methods (what the page validates before asking Square for a card token). */
export class CheckoutAddressDto {
  @RequiredText(
    'Shipping address',
    CHECKOUT_MESSAGES.addressRequired,
    CHECKOUT_LIMITS.shippingAddress,
    CHECKOUT_MESSAGES.addressMax,
  )
  shippingAddress!: string;

  @RequiredText(
    'City',
    CHECKOUT_MESSAGES.cityRequired,
    CHECKOUT_LIMITS.shippingCity,
    CHECKOUT_MESSAGES.cityMax,
  )
  shippingCity!: string;

  @RequiredText(
    'State / region',
    CHECKOUT_MESSAGES.stateRequired,
    CHECKOUT_LIMITS.shippingState,
    CHECKOUT_MESSAGES.stateMax,
  )
  shippingState!: string;

  @InOrder(
    IsString({ message: CHECKOUT_MESSAGES.text('ZIP / postal code') }),
    IsNonBlank({ message: CHECKOUT_MESSAGES.zipRequired }),
    MaxLength(CHECKOUT_LIMITS.shippingZip, { message: CHECKOUT_MESSAGES.zipMax }),
    Matches(POSTAL_CODE_PATTERN, { message: CHECKOUT_MESSAGES.zipFormat }),
  )
  shippingZip!: string;

  @RequiredText(
    'Country',
    CHECKOUT_MESSAGES.countryRequired,
    CHECKOUT_LIMITS.shippingCountry,
    CHECKOUT_MESSAGES.countryMax,
  )
  shippingCountry!: string;

  @InOrder(IsOptional(), IsIn(SHIPPING_METHODS, { message: CHECKOUT_MESSAGES.shippingMethod }))
  shippingMethod?: string;

  @InOrder(IsOptional(), IsIn(PAYMENT_METHODS, { message: CHECKOUT_MESSAGES.paymentMethod }))
  paymentMethod?: string;

  @InOrder(
    IsOptional(),
    IsString({ message: CHECKOUT_MESSAGES.text('Notes') }),
    MaxLength(CHECKOUT_LIMITS.notes, { message: CHECKOUT_MESSAGES.notesMax }),
  )
  notes?: string;
}

/** Body of POST /api/orders (the contract's CheckoutRequest): the form and the card's token. Methods default on the server. */
export class CheckoutDto extends CheckoutAddressDto {
  /** The Web Payments SDK's card nonce (Square's are under 200 characters). */
  @InOrder(
    IsString({ message: CHECKOUT_MESSAGES.cardRequired }),
    IsNonBlank({ message: CHECKOUT_MESSAGES.cardRequired }),
    Matches(CARD_TOKEN_PATTERN, { message: CHECKOUT_MESSAGES.cardTokenInvalid }),
  )
  sourceId!: string;

  @InOrder(
    IsOptional(),
    IsString({ message: CHECKOUT_MESSAGES.verificationTokenInvalid }),
    Matches(CARD_TOKEN_PATTERN, { message: CHECKOUT_MESSAGES.verificationTokenInvalid }),
  )
  verificationToken?: string;
}

/** Idempotency keys the store accepts: what `crypto.randomUUID()` makes, and other opaque tokens of that kind. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
