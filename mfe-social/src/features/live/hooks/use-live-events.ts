import type { LiveEvent } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { useEffect, useRef } from 'react';
import { subscribeToLiveEvents } from '../api/live-events';

/**
 * Calls `onEvent` for each live event while a member is signed in (visitors open no connection). Every caller shares
 * the page's one connection; the latest `onEvent` is used without reconnecting.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): void {
  const signedIn = useSession((state) => state.status === 'authenticated');
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!signedIn) return;
    return subscribeToLiveEvents((event) => latest.current(event));
  }, [signedIn]);
}
