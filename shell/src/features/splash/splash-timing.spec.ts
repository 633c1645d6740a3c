import { shouldShowSplash, SPLASH_FADE_MS, SPLASH_VISIBLE_MS, splashPhaseAt } from './splash-timing';

describe('splash timing', () => {
  it('is shown for 1 s and fades for 0.5 s', () => {
    expect(SPLASH_VISIBLE_MS).toBe(1000);
    expect(SPLASH_FADE_MS).toBe(500);
    expect(splashPhaseAt(0)).toBe('shown');
    expect(splashPhaseAt(999)).toBe('shown');
    expect(splashPhaseAt(1000)).toBe('fading');
    expect(splashPhaseAt(1499)).toBe('fading');
    expect(splashPhaseAt(1500)).toBe('hidden');
  });

  it.each([
    ['/', '/pet-haven', true],
    ['/pet-haven', '/store', true],
    ['/about', '/pet-haven/', true],
    ['/about', '/store', false],
    ['/pet-haven', '/pet-haven', false],
    ['/', '/pet-haven-extras', false],
  ])('moving from %s to %s shows it: %s', (from, to, expected) => {
    expect(shouldShowSplash(from, to, false)).toBe(expected);
  });

  it('never shows on the first page of a visit or with reduced motion', () => {
    expect(shouldShowSplash(null, '/pet-haven', false)).toBe(false);
    expect(shouldShowSplash('/', '/pet-haven', true)).toBe(false);
  });
});
