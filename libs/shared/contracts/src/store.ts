/**
 * The store's cart, wishlist and checkout (services/store ↔ mfe-store). Money is integer cents; the server
 * prices every line from the catalogue, never from what the browser sends.
 */
import type { ImageInfo } from './media';

/**
 * The visitor's cart travels in this cookie (the /cookies page's "cart" cookie: essential, 30 days): an opaque random
 * token naming a server-side cart. On a member's first cart call after sign-in, that cart merges into theirs.
 */
export const CART_COOKIE = 'petcora.cart';
export const CART_COOKIE_MAX_AGE_DAYS = 30;

/**
 * The item count of the visitor's cart as the store's cart icon last read it, in localStorage (the cart cookie is
 * httpOnly, for /api only). The shell loads the store's cart icon on a page only when this says the cart holds
 * something (or the visitor is signed in, or on a store page), so a first visit does not fetch the store's code.
 * Only a hint to load the icon, which then reads the cart itself.
 */
export const CART_COUNT_HINT_KEY = 'petcora.cart.count';

/** The hint's count, or 0 for anything that is not a plain count (absent, edited by hand, garbage). */
export function cartCountFromHint(stored: string | null): number {
  return stored !== null && /^[0-9]{1,4}$/.test(stored) ? Number(stored) : 0;
}
/** Most units of one product in a cart line, and most lines in a cart. */
export const CART_MAX_QUANTITY = 99;
export const CART_MAX_LINES = 50;

export interface CartLine {
  productId: string;
  name: string;
  imageUrl: string | null;
  /** The picture's stored sizes (see Product.image); only on available lines whose picture has them. */
  image?: ImageInfo;
  /** Current catalogue price, cents. */
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity, cents. */
  lineTotal: number;
  /** False once the product left the catalogue: shown, not orderable. */
  available: boolean;
}

/**
 * GET /api/cart; POST /api/cart/items {productId, quantity} adds; PATCH /api/cart/items/{productId} {quantity} sets
 * (0 removes); DELETE /api/cart/items/{productId}; DELETE /api/cart empties. Each answers the whole Cart.
 */
export interface Cart {
  lines: CartLine[];
  /** Sum of quantities: the count on the navigation's cart icon. */
  itemCount: number;
  /** Sum of available lines, cents. */
  subtotal: number;
}

export interface WishlistItem {
  productId: string;
  name: string;
  imageUrl: string | null;
  /** The picture's stored sizes (see Product.image), when it has them. */
  image?: ImageInfo;
  price: number;
  addedAt: string;
}

/** Most products on one member's wishlist. */
export const WISHLIST_MAX_ITEMS = 100;

/** GET /api/wishlist (members): newest first. POST /api/wishlist {productId}, DELETE /api/wishlist/{productId}. */
export interface Wishlist {
  items: WishlistItem[];
}

export const DEFAULT_SHIPPING_METHOD = 'Standard Shipping';
export const DEFAULT_PAYMENT_METHOD = 'Credit Card';
/** The shipping and payment methods checkout accepts (the first of each is the default). Cards go through Square. */
export const SHIPPING_METHODS = [DEFAULT_SHIPPING_METHOD, 'Express Shipping'] as const;
export const PAYMENT_METHODS = [DEFAULT_PAYMENT_METHOD] as const;
/** Longest Idempotency-Key the store accepts (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
/**
 * GET /api/products paging: `limit` (1..100, default 100) with `page` (1-based) or `offset`. Every answer carries the
 * number of products matching the filters in this header, so a screen knows whether another page exists.
 */
export const PRODUCTS_TOTAL_COUNT_HEADER = 'x-total-count';
export const PRODUCTS_MAX_PAGE_SIZE = 100;
/** The store's five categories and two pet types: GET /api/products accepts these (any letter case) and nothing else. */
export const PRODUCT_CATEGORIES = [
  'Shampoo & Conditioner',
  'Nutritional Supplements',
  'Organic Treats',
  'Wellness Products',
  'Skincare Solutions',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_PET_TYPES = ['Cat', 'Dog'] as const;
export type ProductPetType = (typeof PRODUCT_PET_TYPES)[number];
/** Header carrying the client's idempotency key on POST /api/orders: submitting twice creates one order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * POST /api/orders (members), with an Idempotency-Key header: orders the member's cart. Field lengths follow the
 * spec's orders table. Answers 201 with OrderDetail (orders.ts); the cart is emptied in the same transaction.
 */
export interface CheckoutRequest {
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  shippingCountry: string;
  shippingMethod?: string;
  paymentMethod?: string;
  notes?: string;
  /** The card nonce from the Web Payments SDK's `card.tokenize()`; the card number never reaches our servers. */
  sourceId: string;
  /** From the SDK's `verifyBuyer` (3-D Secure), when the card's bank asked for it. */
  verificationToken?: string;
}

/**
 * POST /api/webhooks/square (Square, signed with `x-square-hmacsha256-signature`): payment.updated and
 * refund.updated. `duplicate` when the event id was applied before (Square redelivers; nothing changes).
 */
export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
}
export const SQUARE_SIGNATURE_HEADER = 'x-square-hmacsha256-signature';

/** Square's Web Payments SDK script, by environment; the local emulator serves a stand-in with the same interface. */
export const SQUARE_WEB_PAYMENTS_SDK_URLS = {
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  production: 'https://web.squarecdn.com/v1/square.js',
} as const;
/** Where the browser reaches the local Square emulator under npm start (SQUARE_EMULATOR_PUBLIC_URL). */
export const DEFAULT_SQUARE_EMULATOR_PUBLIC_URL = 'http://127.0.0.1:3010';
/** The application id the emulator's SDK stand-in is given when no SQUARE_APPLICATION_ID is set. */
export const EMULATOR_APPLICATION_ID = 'emulator-application-id';

/**
 * The SDK script for an application id: Square's sandbox ids start with `sandbox-`, production ids do not; none
 * means the emulator. The gateway allows exactly this script's origin in its CSP; the store tells the page to load it.
 */
export function webPaymentsSdkUrl(
  applicationId: string | undefined,
  emulatorPublicUrl: string = DEFAULT_SQUARE_EMULATOR_PUBLIC_URL,
): string {
  if (!applicationId) return `${emulatorPublicUrl.replace(/\/+$/, '')}/web-payments-sdk.js`;
  return applicationId.startsWith('sandbox-')
    ? SQUARE_WEB_PAYMENTS_SDK_URLS.sandbox
    : SQUARE_WEB_PAYMENTS_SDK_URLS.production;
}

/** GET /api/payments/config (public): what the checkout page needs to draw Square's card form. */
export interface PaymentsConfig {
  applicationId: string;
  /** Square location the payment is taken for ('' → the seller's main location). */
  locationId: string;
  sdkUrl: string;
  /** ISO 4217, e.g. USD (the buyer verification needs it). */
  currency: string;
}

/**
 * `GET /api/products?forPetsOf=me` answers this header: the signed-in member's pet types that ordered the list (comma
 * separated, e.g. `Cat,Dog`), empty for a visitor or a member without such pets (the list is then as without it).
 */
export const FOR_PET_TYPES_HEADER = 'X-For-Pet-Types';
