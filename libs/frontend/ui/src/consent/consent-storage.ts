/**
 * Where the visitor's cookie choices live: localStorage (read by the app) mirrored into a first-party cookie
 * (so a server could honour them too). Storing the choice itself is essential: without it a refusal could not
 * be remembered.
 */
import { CONSENT_COOKIE_NAME } from '@petcora/contracts';
import { readCookie, writeCookie } from './cookies';

export type ConsentCategory = 'performance' | 'functionality' | 'marketing';

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['performance', 'functionality', 'marketing'];

export type ConsentChoices = Record<ConsentCategory, boolean>;

export interface ConsentRecord {
  version: typeof CONSENT_VERSION;
  choices: ConsentChoices;
  /** ISO date of the decision. */
  decidedAt: string;
}

/** Bump when the categories change, so visitors are asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = 'petcora.consent';
// Shared with the gateway, which marks pages requested with it (ADR 0039).
export { CONSENT_COOKIE_NAME };
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const NO_OPTIONAL_CONSENT: ConsentChoices = {
  performance: false,
  functionality: false,
  marketing: false,
};
export const ALL_OPTIONAL_CONSENT: ConsentChoices = {
  performance: true,
  functionality: true,
  marketing: true,
};

/** Parses a stored record; anything malformed or from another version counts as "not decided yet". */
export function parseConsentRecord(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const record = value as Partial<ConsentRecord>;
    if (record.version !== CONSENT_VERSION || typeof record.decidedAt !== 'string' || !record.choices)
      return null;
    const choices = {} as ConsentChoices;
    for (const category of CONSENT_CATEGORIES) {
      const choice = (record.choices as Partial<ConsentChoices>)[category];
      if (typeof choice !== 'boolean') return null;
      choices[category] = choice;
    }
    return { version: CONSENT_VERSION, choices, decidedAt: record.decidedAt };
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy modes): fall back to the cookie alone.
    return null;
  }
}

/** The stored decision, or null when the visitor has not chosen yet. */
export function readStoredConsent(): ConsentRecord | null {
  return (
    parseConsentRecord(safeLocalStorage()?.getItem(CONSENT_STORAGE_KEY)) ??
    parseConsentRecord(readCookie(CONSENT_COOKIE_NAME))
  );
}

/** Stores a decision in both places and returns it. */
export function writeStoredConsent(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = {
    version: CONSENT_VERSION,
    choices: { ...choices },
    decidedAt: now.toISOString(),
  };
  const serialised = JSON.stringify(record);
  safeLocalStorage()?.setItem(CONSENT_STORAGE_KEY, serialised);
  writeCookie(CONSENT_COOKIE_NAME, serialised, CONSENT_MAX_AGE_SECONDS);
  return record;
}
