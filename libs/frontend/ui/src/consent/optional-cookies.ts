import { hasConsent } from './consent-store';
import type { ConsentCategory } from './consent-storage';
import { writeCookie } from './cookies';

/**
 * Sets a first-party cookie of an optional category, only if the visitor consented to it.
 * Returns whether the cookie was set.
 */
export function setConsentedCookie(
  category: ConsentCategory,
  name: string,
  value: string,
  maxAgeSeconds: number,
): boolean {
  if (!hasConsent(category)) return false;
  writeCookie(name, value, maxAgeSeconds);
  return true;
}
