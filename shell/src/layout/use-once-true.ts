import { useState } from 'react';

/** True from the first render where `now` is true, for good: what a condition loaded stays mounted. */
export function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}
