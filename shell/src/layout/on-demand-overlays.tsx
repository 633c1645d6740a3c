import { useConsent } from '@petcora/ui/consent';
import { useToastStore } from '@petcora/ui/toast';
import { lazy, Suspense } from 'react';
import { useOnceTrue } from './use-once-true';

// Neither is on screen on a first visit: their code (Radix dialog and toast, with focus trap and scroll lock) loads
// when first needed, not with the page.
const CookieSettingsDialog = lazy(() =>
  import('../features/consent/components/cookie-settings-dialog').then((m) => ({
    default: m.CookieSettingsDialog,
  })),
);
const Toaster = lazy(() => import('./toaster-viewport'));

/** 'Cookie Settings', loaded the first time it is opened (banner or footer). */
export function CookieSettingsOnDemand() {
  const wanted = useOnceTrue(useConsent((state) => state.settingsOpen));
  return wanted ? (
    <Suspense fallback={null}>
      <CookieSettingsDialog />
    </Suspense>
  ) : null;
}

/** The toast viewport, loaded with the first toast (shell or remote: they share one toast store). */
export function ToasterOnDemand() {
  const wanted = useOnceTrue(useToastStore((state) => state.current !== null));
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
