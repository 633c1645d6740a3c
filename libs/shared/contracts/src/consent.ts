/**
 * The first-party cookie holding the visitor's cookie choices (with localStorage, @petcora/ui's consent storage). The
 * gateway only looks at whether it is there, to mark the pages it serves (below).
 */
export const CONSENT_COOKIE_NAME = 'petcora_consent';

/**
 * `<html data-consent="decided">`: the gateway's mark on a page requested with the consent cookie, so the cookie
 * banner the page was prerendered with stays hidden until the shell, hydrated, knows the stored choice (ADR 0039).
 */
export const CONSENT_HINT_ATTRIBUTE = 'data-consent';
export const CONSENT_DECIDED = 'decided';
