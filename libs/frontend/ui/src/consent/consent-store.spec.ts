import {
  CONSENT_COOKIE_NAME,
  CONSENT_STORAGE_KEY,
  parseConsentRecord,
  readStoredConsent,
  writeStoredConsent,
} from './consent-storage';
import { hasConsent, onConsentChange, useConsent } from './consent-store';
import { readCookie, removeCookie } from './cookies';
import { setConsentedCookie } from './optional-cookies';

function clearAll() {
  localStorage.clear();
  for (const name of document.cookie
    .split('; ')
    .map((part) => part.split('=')[0])
    .filter(Boolean))
    removeCookie(name);
  useConsent.setState({ record: null, settingsOpen: false });
}

describe('consent storage', () => {
  beforeEach(clearAll);

  it('has no decision on a first visit', () => {
    expect(readStoredConsent()).toBeNull();
  });

  it('stores a decision in localStorage and a first-party cookie, and reads it back', () => {
    const choices = { performance: true, functionality: false, marketing: false };
    const record = writeStoredConsent(choices, new Date('2026-11-21T10:00:00Z'));
    expect(record).toEqual({ version: 1, choices, decidedAt: '2026-11-21T10:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(record);
    expect(JSON.parse(readCookie(CONSENT_COOKIE_NAME) ?? 'null')).toEqual(record);
    expect(readStoredConsent()).toEqual(record);
  });

  it('falls back to the cookie when localStorage lost the record', () => {
    const record = writeStoredConsent({ performance: false, functionality: true, marketing: true });
    localStorage.clear();
    expect(readStoredConsent()).toEqual(record);
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'another version',
      JSON.stringify({
        version: 0,
        decidedAt: 'x',
        choices: { performance: true, functionality: true, marketing: true },
      }),
    ],
    [
      'a missing category',
      JSON.stringify({ version: 1, decidedAt: 'x', choices: { performance: true, functionality: true } }),
    ],
    [
      'a non-boolean choice',
      JSON.stringify({
        version: 1,
        decidedAt: 'x',
        choices: { performance: 'yes', functionality: true, marketing: true },
      }),
    ],
  ])('treats %s as undecided', (_label, raw) => {
    expect(parseConsentRecord(raw)).toBeNull();
  });
});

describe('consent store', () => {
  beforeEach(clearAll);

  it('allows nothing optional before a decision', () => {
    expect(hasConsent('performance')).toBe(false);
    expect(hasConsent('functionality')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
    expect(setConsentedCookie('performance', 'probe', '1', 60)).toBe(false);
    expect(readCookie('probe')).toBeNull();
  });

  it('honours each category separately and lets the visitor change their mind', () => {
    useConsent.getState().save({ performance: true, functionality: false, marketing: false });
    expect(hasConsent('performance')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    expect(setConsentedCookie('performance', 'probe', '1', 60)).toBe(true);
    expect(readCookie('probe')).toBe('1');

    useConsent.getState().rejectAll();
    expect(hasConsent('performance')).toBe(false);
    expect(readStoredConsent()?.choices).toEqual({
      performance: false,
      functionality: false,
      marketing: false,
    });

    useConsent.getState().acceptAll();
    expect(hasConsent('marketing')).toBe(true);
  });

  it('closes the settings dialog on save and tells listeners about the change', () => {
    const listener = jest.fn();
    const unsubscribe = onConsentChange(listener);
    useConsent.getState().openSettings();
    expect(useConsent.getState().settingsOpen).toBe(true);
    useConsent.getState().save({ performance: false, functionality: true, marketing: false });
    expect(useConsent.getState().settingsOpen).toBe(false);
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ choices: { performance: false, functionality: true, marketing: false } }),
    );
    unsubscribe();
  });
});
