import { formatUsd } from '@petcora/validation/money';

/** Integer cents → '$24.99' (the shared formatter). */
export const formatPrice = formatUsd;
