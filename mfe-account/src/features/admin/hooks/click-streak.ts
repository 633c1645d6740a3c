export const UNLOCK_CLICKS = 5;
export const UNLOCK_WINDOW_MS = 3000;

/**
 * Counts clicks that each come within `windowMs` of the previous one; `click()` answers true on the
 * `required`-th click of a streak and starts over. A pause longer than the window resets the count.
 */
export function createClickStreak(
  required = UNLOCK_CLICKS,
  windowMs = UNLOCK_WINDOW_MS,
  now: () => number = Date.now,
) {
  let count = 0;
  let last = -Infinity;
  return {
    click(): boolean {
      const time = now();
      count = time - last <= windowMs ? count + 1 : 1;
      last = time;
      if (count < required) return false;
      count = 0;
      last = -Infinity;
      return true;
    },
  };
}
