import { LIVE_EVENTS_PATH, type LiveEvent } from '@petcora/contracts';
import { parseLiveEvent } from '@petcora/validation/live-events';

export type LiveEventListener = (event: LiveEvent) => void;

/** The `event:` names of GET /api/live; each one's `data:` is the LiveEvent as JSON. */
export const LIVE_EVENT_TYPES: readonly LiveEvent['type'][] = [
  'post-created',
  'like-count',
  'message',
  'message-seen',
  'notifications-unread',
];

/** First wait after the browser gave up on the stream; doubled on each failure in a row, up to the maximum. */
export const RECONNECT_BASE_MS = 5_000;
export const RECONNECT_MAX_MS = 5 * 60_000;

/**
 * The event of one `event:`/`data:` pair, or null for anything that is not one (the stream is read, never trusted
 * blindly): the shared parser the service also uses, with the `event:` name and the payload's type agreeing.
 */
export function parseStreamEvent(type: string, data: string): LiveEvent | null {
  const event = parseLiveEvent(data, isNonEmpty);
  return event?.type === type ? event : null;
}

const isNonEmpty = (value: string) => value.length > 0;

/**
 * A tab hidden this long lets its stream go, and opens it again when shown: on HTTP/1.1 a browser holds at most six
 * connections per site across all its tabs, so background tabs must not keep them (nor the server's resources).
 */
export const HIDDEN_GRACE_MS = 60_000;

const listeners = new Set<LiveEventListener>();
let source: EventSource | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

function dispatch(type: string, data: string) {
  const event = parseStreamEvent(type, data);
  if (event) for (const listener of [...listeners]) listener(event);
}

/**
 * Opens GET /api/live (same origin: the session cookie goes with it). While the stream is interrupted the browser
 * reconnects by itself after the server's `retry:` hint. When it gives up (an answer that is not a stream: 401, 429,
 * 503 while the service restarts), one quiet retry is scheduled, later after each failure in a row: no log, no storm.
 */
function connect() {
  if (typeof EventSource === 'undefined') return; // an old browser simply has no live updates
  const stream = new EventSource(LIVE_EVENTS_PATH);
  source = stream;
  stream.addEventListener('open', () => {
    failures = 0;
  });
  for (const type of LIVE_EVENT_TYPES) {
    stream.addEventListener(type, (message) => dispatch(type, (message as MessageEvent<string>).data));
  }
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    stream.close();
    source = null;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (listeners.size > 0 && !source) connect();
    }, delay);
  });
}

function disconnect() {
  clearTimeout(reconnectTimer);
  reconnectTimer = undefined;
  source?.close();
  source = null;
  failures = 0;
}

function onVisibilityChange() {
  clearTimeout(hiddenTimer);
  hiddenTimer = undefined;
  if (document.visibilityState === 'hidden') {
    hiddenTimer = setTimeout(() => {
      hiddenTimer = undefined;
      disconnect();
    }, HIDDEN_GRACE_MS);
  } else if (listeners.size > 0 && !source && reconnectTimer === undefined) {
    connect();
  }
}

/**
 * Listens to the live events of the page. However many components listen, the page holds ONE connection: it opens
 * with the first listener and closes with the last (and while the tab is hidden, after HIDDEN_GRACE_MS).
 */
export function subscribeToLiveEvents(listener: LiveEventListener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) document.addEventListener('visibilitychange', onVisibilityChange);
  if (!source && reconnectTimer === undefined && document.visibilityState !== 'hidden') connect();
  return () => {
    if (!listeners.delete(listener)) return;
    if (listeners.size > 0) return;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    clearTimeout(hiddenTimer);
    hiddenTimer = undefined;
    disconnect();
  };
}
