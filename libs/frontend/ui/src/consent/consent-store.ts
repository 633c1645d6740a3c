import { create } from 'zustand';
import {
  ALL_OPTIONAL_CONSENT,
  CONSENT_STORAGE_KEY,
  NO_OPTIONAL_CONSENT,
  parseConsentRecord,
  readStoredConsent,
  writeStoredConsent,
  type ConsentCategory,
  type ConsentChoices,
  type ConsentRecord,
} from './consent-storage';

interface ConsentState {
  /** null until the visitor decides (the banner shows meanwhile, and nothing optional is allowed). */
  record: ConsentRecord | null;
  /** Whether the 'Cookie Settings' dialog is open; any part of the site may open it. */
  settingsOpen: boolean;
  /** What had focus when the dialog opened, so closing it can give focus back (the opener need not be a Radix trigger). */
  settingsOpener: HTMLElement | null;
  save: (choices: ConsentChoices) => void;
  acceptAll: () => void;
  rejectAll: () => void;
  openSettings: () => void;
  setSettingsOpen: (open: boolean) => void;
}

/**
 * The visitor's cookie choices. Part of @petcora/ui, which is a federation singleton, so the shell and every
 * remote read one store.
 */
export const useConsent = create<ConsentState>()((set) => ({
  record: typeof window === 'undefined' ? null : readStoredConsent(),
  settingsOpen: false,
  settingsOpener: null,
  save: (choices) => set({ record: writeStoredConsent(choices), settingsOpen: false }),
  acceptAll: () => set({ record: writeStoredConsent(ALL_OPTIONAL_CONSENT), settingsOpen: false }),
  rejectAll: () => set({ record: writeStoredConsent(NO_OPTIONAL_CONSENT), settingsOpen: false }),
  openSettings: () =>
    set({
      settingsOpen: true,
      settingsOpener:
        typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
          ? document.activeElement
          : null,
    }),
  setSettingsOpen: (open) => set({ settingsOpen: open }),
}));

/** True only if the visitor has explicitly accepted this kind of cookie. Check it before setting anything optional. */
export function hasConsent(category: ConsentCategory): boolean {
  return useConsent.getState().record?.choices[category] === true;
}

/** Calls `listener` whenever the choices change (accepted, refused or withdrawn). Returns an unsubscribe function. */
export function onConsentChange(listener: (record: ConsentRecord | null) => void): () => void {
  return useConsent.subscribe((state, previous) => {
    if (state.record !== previous.record) listener(state.record);
  });
}

/** Opens the 'Cookie Settings' dialog (mounted by the shell). */
export function openCookieSettings(): void {
  useConsent.getState().openSettings();
}

// Another tab changed the choice: follow it, so a withdrawal applies everywhere at once.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY)
      useConsent.setState({ record: parseConsentRecord(event.newValue) });
  });
}
