import {
  hasConsent,
  onConsentChange,
  readCookie,
  removeCookie,
  setConsentedCookie,
} from '@petcora/ui/consent';

/** The two first-party analytics cookies of the cookie policy (performance category). */
export const ANALYTICS_VISITOR_COOKIE = 'petcora_analytics_id';
export const ANALYTICS_SESSION_COOKIE = 'petcora_analytics_session';
export const ANALYTICS_VISITOR_MAX_AGE_S = 2 * 365 * 24 * 60 * 60; // 2 years
export const ANALYTICS_SESSION_MAX_AGE_S = 24 * 60 * 60; // 24 hours

function randomId(): string {
  return crypto.randomUUID();
}

/**
 * Sets (or renews) the anonymous visitor and visit identifiers, only with performance consent. They let us
 * count returning visitors and visits without knowing who anyone is; nothing is sent to a third party.
 */
export function refreshAnalyticsCookies(): void {
  if (!hasConsent('performance')) {
    removeCookie(ANALYTICS_VISITOR_COOKIE);
    removeCookie(ANALYTICS_SESSION_COOKIE);
    return;
  }
  setConsentedCookie(
    'performance',
    ANALYTICS_VISITOR_COOKIE,
    readCookie(ANALYTICS_VISITOR_COOKIE) ?? randomId(),
    ANALYTICS_VISITOR_MAX_AGE_S,
  );
  setConsentedCookie(
    'performance',
    ANALYTICS_SESSION_COOKIE,
    readCookie(ANALYTICS_SESSION_COOKIE) ?? randomId(),
    ANALYTICS_SESSION_MAX_AGE_S,
  );
}

/** Applies the current choice now and again whenever it changes (a withdrawal deletes the cookies at once). */
export function startAnalyticsCookies(): () => void {
  refreshAnalyticsCookies();
  return onConsentChange(() => refreshAnalyticsCookies());
}
