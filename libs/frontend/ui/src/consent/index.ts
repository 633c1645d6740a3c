export {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE_NAME,
  CONSENT_STORAGE_KEY,
  type ConsentCategory,
  type ConsentChoices,
  type ConsentRecord,
} from './consent-storage';
export { useConsent, hasConsent, onConsentChange, openCookieSettings } from './consent-store';
export { setConsentedCookie } from './optional-cookies';
export { readCookie, removeCookie } from './cookies';
