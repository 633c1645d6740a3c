import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shouldShowSplash, SPLASH_TOTAL_MS, SPLASH_VISIBLE_MS, type SplashPhase } from '../splash-timing';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Full-screen black splash with the spec's product name ('PET CORA'), on every move to or from /pet-haven. */
export function PetHavenSplash() {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);
  const [phase, setPhase] = useState<SplashPhase>('hidden');

  // Layout effect: the splash covers the new page before the browser paints it.
  useLayoutEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    if (!shouldShowSplash(from, pathname, prefersReducedMotion())) return;
    setPhase('shown');
    const toFade = window.setTimeout(() => setPhase('fading'), SPLASH_VISIBLE_MS);
    const toHide = window.setTimeout(() => setPhase('hidden'), SPLASH_TOTAL_MS);
    return () => {
      window.clearTimeout(toFade);
      window.clearTimeout(toHide);
      setPhase('hidden');
    };
  }, [pathname]);

  if (phase === 'hidden') return null;
  return (
    <div className="shell-splash" data-phase={phase} data-testid="pet-haven-splash" aria-hidden="true">
      <p className="shell-splash__name">PET CORA</p>
    </div>
  );
}
