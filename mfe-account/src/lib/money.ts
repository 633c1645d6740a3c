/** The one money formatter lives in @petcora/validation. */
export { formatUsd } from '@petcora/validation/money';
