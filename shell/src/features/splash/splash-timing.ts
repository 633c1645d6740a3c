/** The /pet-haven splash (spec §2 and §9): fully shown for 1 s, then a 0.5 s fade. */
export const SPLASH_VISIBLE_MS = 1000;
export const SPLASH_FADE_MS = 500;
export const SPLASH_TOTAL_MS = SPLASH_VISIBLE_MS + SPLASH_FADE_MS;

export const PET_HAVEN_PATH = '/pet-haven';

export type SplashPhase = 'shown' | 'fading' | 'hidden';

function isPetHaven(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === PET_HAVEN_PATH;
}

/**
 * Whether a navigation shows the splash: only a move from one page to another where exactly one side is
 * /pet-haven. The first page of a visit (`from` null) shows none, so a deep link is not held up; and none
 * when the visitor asked for reduced motion.
 */
export function shouldShowSplash(from: string | null, to: string, prefersReducedMotion: boolean): boolean {
  if (prefersReducedMotion || from === null) return false;
  return isPetHaven(from) !== isPetHaven(to);
}

/** The phase of a splash `elapsedMs` after it started. */
export function splashPhaseAt(elapsedMs: number): SplashPhase {
  if (elapsedMs < SPLASH_VISIBLE_MS) return 'shown';
  if (elapsedMs < SPLASH_TOTAL_MS) return 'fading';
  return 'hidden';
}
