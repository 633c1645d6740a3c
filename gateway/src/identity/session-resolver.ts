import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE, claimsOf, parseSessionIdentity, type IdentityClaims } from '@petcora/contracts';
import type { TraceContext } from '@petcora/tracing';
import { describeError, type Logger } from '../logging/logger';
import { sessionKey } from './sign-out-broadcast';

export interface SessionResolverOptions {
  accountServiceUrl: string;
  ttlMs: number;
  timeoutMs: number;
  logger: Logger;
  /** Most sessions kept in memory; the oldest are dropped first. */
  maxEntries?: number;
  /** The session cookie's name (`__Host-petcora.sid` in production); forwarded under the same name. */
  cookieName?: string;
  /** How long past `ttlMs` a definite answer may still stand in while the account service cannot answer. */
  staleOnErrorMs?: number;
}

/**
 * While the account service is down, members already seen keep their identity this long (a dead account
 * service turned every signed-in page into 401s). Nothing can revoke a session meanwhile: sign-out, password
 * changes and revocations all go through that same account service.
 */
export const DEFAULT_STALE_ON_ERROR_MS = 10 * 60_000;

const DEFAULT_MAX_ENTRIES = 10_000;
const MAX_REMEMBERED_COOKIE_LENGTH = 256;

/** A definite answer of the account service: who the session belongs to, or nobody (401). */
interface SessionAnswer {
  claims: IdentityClaims | null;
  /** Date.now() when the account service gave it. */
  answeredAt: number;
  /** When the admin elevation in `claims` ends (ms since epoch); a cached answer drops it from then on. */
  elevatedUntil?: number;
}

/** The answer's claims as of now: an admin elevation that has run out is left off, even from a cached answer. */
function claimsNow(answer: SessionAnswer): IdentityClaims | null {
  const { claims } = answer;
  if (!claims?.adminElevated || (answer.elevatedUntil ?? 0) > Date.now()) return claims;
  return { sub: claims.sub, username: claims.username, role: claims.role };
}

/**
 * Resolves a session cookie to the caller's identity by asking the account service's `GET /internal/session`.
 * Definite answers are cached for a few seconds (so a page that fires ten API calls costs one lookup) and
 * concurrent lookups of one cookie share a single request. Failures are logged; the last definite answer (up to
 * `staleOnErrorMs` old) stands in for them, else they count as anonymous, uncached.
 */
export class SessionResolver {
  private readonly cache: LRUCache<string, SessionAnswer>;
  private readonly inFlight = new Map<string, Promise<SessionAnswer | null>>();
  /** User id → cache keys of that user's sessions, so one revocation drops them all (kept in step by `dispose`). */
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Cookie → sessionKey, for the cookies seen lately (keyOf). */
  private readonly keys = new Map<string, string>();

  constructor(private readonly options: SessionResolverOptions) {
    this.cache = new LRUCache<string, SessionAnswer>({
      max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      // Kept past freshness for the stale-on-error window; `resolve` decides what is fresh.
      ttl: options.ttlMs + (options.staleOnErrorMs ?? DEFAULT_STALE_ON_ERROR_MS),
      dispose: (answer, key) => this.unindex(answer, key),
    });
  }

  /**
   * The identity `resolve` would give without asking anyone: a fresh cached answer (claims, or null for "nobody"), or
   * undefined when the account service has to be asked. Lets a request with a cached session go on without waiting
   * for a promise.
   */
  resolveCached(sessionCookie: string): IdentityClaims | null | undefined {
    const cached = this.cache.get(this.keyOf(sessionCookie));
    return cached && Date.now() - cached.answeredAt < this.options.ttlMs ? claimsNow(cached) : undefined;
  }

  /**
   * `trace`: the request asking, for the lookup's warnings. Concurrent requests with one cookie share one lookup,
   * which is made for the first of them: its warnings carry that request's trace (one call to the account service,
   * one line), and the requests that joined it find their own lines by the same `url` and time.
   */
  async resolve(sessionCookie: string, trace?: TraceContext): Promise<IdentityClaims | null> {
    const fresh = this.resolveCached(sessionCookie);
    if (fresh !== undefined) return fresh;
    // Keyed by a hash of the cookie, the form in which sign-outs travel between gateway copies.
    const key = this.keyOf(sessionCookie);
    let pending = this.inFlight.get(key);
    if (!pending) {
      const lookup: Promise<SessionAnswer | null> = this.lookup(sessionCookie, trace).then((answer) => {
        // An eviction (sign-out) while the lookup ran removed it from inFlight: its answer must not be cached.
        if (this.inFlight.get(key) === lookup) {
          this.inFlight.delete(key);
          if (answer) this.remember(key, answer);
        }
        return answer;
      });
      this.inFlight.set(key, lookup);
      pending = lookup;
    }
    const answer = await pending;
    if (answer) return claimsNow(answer);
    // No definite answer: the last one stands in (unless a sign-out evicted it meanwhile).
    const last = this.cache.get(key);
    return last ? claimsNow(last) : null;
  }

  /** Asks the account service without reading or filling the cache (used around sign-out). */
  async resolveUncached(sessionCookie: string, trace?: TraceContext): Promise<IdentityClaims | null> {
    const answer = await this.lookup(sessionCookie, trace);
    return answer ? claimsNow(answer) : null;
  }

  evict(sessionCookie: string): void {
    this.evictKey(this.keyOf(sessionCookie));
  }

  /**
   * sessionKey (a SHA-256) of a cookie, remembered for the cookies seen lately: a member's page sends the same cookie
   * with every call, and hashing it each time was ~1 % of the gateway's CPU on a proxied call. Bounded like
   * the cache; a hash never changes, so nothing has to be dropped on sign-out.
   */
  private keyOf(sessionCookie: string): string {
    let key = this.keys.get(sessionCookie);
    if (key === undefined) {
      key = sessionKey(sessionCookie);
      // Only cookie-sized values (a session id is ~80 characters): a client cannot make it hold megabytes.
      if (sessionCookie.length <= MAX_REMEMBERED_COOKIE_LENGTH) {
        if (this.keys.size >= (this.options.maxEntries ?? DEFAULT_MAX_ENTRIES)) this.keys.clear();
        this.keys.set(sessionCookie, key);
      }
    }
    return key;
  }

  /** Drops a session known only by its hash (a sign-out heard from another gateway copy). */
  evictKey(key: string): void {
    this.cache.delete(key);
    this.inFlight.delete(key);
  }

  /** Drops every cached session of a user (a revocation heard from the account service). */
  evictUser(userId: string): void {
    for (const key of [...(this.keysByUser.get(userId) ?? [])]) this.evictKey(key);
    // A lookup of this user still in flight must not be cached either; its key is unknown, so drop them all.
    this.inFlight.clear();
  }

  private remember(key: string, answer: SessionAnswer): void {
    this.cache.set(key, answer);
    const userId = answer.claims?.sub;
    if (!userId) return;
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  private unindex(answer: SessionAnswer, key: string): void {
    const userId = answer.claims?.sub;
    const keys = userId ? this.keysByUser.get(userId) : undefined;
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByUser.delete(userId!);
  }

  /** Never rejects: null means "no definite answer" (network error, timeout, unexpected status or body). */
  private async lookup(sessionCookie: string, trace?: TraceContext): Promise<SessionAnswer | null> {
    const url = `${this.options.accountServiceUrl}/internal/session`;
    try {
      const response = await fetch(url, {
        headers: {
          cookie: `${this.options.cookieName ?? SESSION_COOKIE}=${sessionCookie}`,
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.status === 401) {
        await response.body?.cancel();
        return { claims: null, answeredAt: Date.now() };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        this.options.logger.warn('session lookup failed', { url, status: response.status }, trace);
        return null;
      }
      const identity = parseSessionIdentity(await response.json());
      if (!identity) {
        this.options.logger.warn('session lookup answered an unexpected body', { url }, trace);
        return null;
      }
      const answeredAt = Date.now();
      return {
        claims: claimsOf(identity, answeredAt),
        answeredAt,
        elevatedUntil: identity.adminElevatedUntil,
      };
    } catch (err) {
      this.options.logger.warn('session lookup failed', { url, error: describeError(err) }, trace);
      return null;
    }
  }
}
