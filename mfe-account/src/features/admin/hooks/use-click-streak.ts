import { useCallback, useRef } from 'react';
import { createClickStreak } from './click-streak';

/** A click handler that calls `onStreak` after 5 clicks, each within 3 s of the one before. */
export function useClickStreak(onStreak: () => void) {
  const streak = useRef(createClickStreak());
  return useCallback(() => {
    if (streak.current.click()) onStreak();
  }, [onStreak]);
}
