import { CART_COOKIE, sessionCookieName } from '@petcora/contracts';
import type { ServiceName } from '../config/gateway-config';

export interface ProxyRule {
  service: ServiceName;
  pattern: RegExp;
  /** Why the rule exists, for people reading the table (and for test names). */
  describe: string;
  /**
   * The answers are about the signed-in user (session, profile, orders, cart, admin data): the gateway marks them
   * `Cache-Control: no-store` whatever the service sent (personal-answers.ts), so no browser or shared cache keeps them.
   */
  personal?: true;
}

/** `/api/posts` and anything below it, but not `/api/postsX`. */
const under = (prefix: string) => new RegExp(`^${escape(prefix)}(?:/|$)`);
/** Exactly this path (a trailing slash tolerated). */
const exactly = (path: string) => new RegExp(`^${escape(path)}/?$`);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Which service answers which public path. First match wins, so ORDER MATTERS: the account service's
 * `/api/users/...` rules come before the social service's `/api/users/:username/...` rule.
 * Composed reads (`GET /api/search/all`, `GET /api/admin/stats`) are answered by the gateway itself
 * and are registered before this table is consulted. `/internal/*` is never listed: services keep those paths
 * for each other and for the gateway.
 */
export const PROXY_RULES: readonly ProxyRule[] = [
  // Sign-in, sign-up, sign-out, current user (/api/auth/me, /api/auth/user), onboarding.
  {
    service: 'account',
    pattern: under('/api/auth'),
    personal: true,
    describe: '/api/auth/* (sessions, current user)',
  },
  // The older "simple" auth flavour of the spec, same service.
  { service: 'account', pattern: under('/api/simple-auth'), personal: true, describe: '/api/simple-auth/*' },
  // Alternative current-user call; `under` does not match `/api/users`.
  { service: 'account', pattern: under('/api/user'), personal: true, describe: '/api/user and sub-paths' },
  // The signed-in user's own profile and photos; exact paths so a user named "profile" keeps /api/users/profile/posts.
  {
    service: 'account',
    pattern: exactly('/api/users/profile'),
    personal: true,
    describe: '/api/users/profile',
  },
  {
    service: 'account',
    pattern: exactly('/api/users/profile-photo'),
    personal: true,
    describe: '/api/users/profile-photo',
  },
  {
    service: 'account',
    pattern: exactly('/api/users/banner-photo'),
    personal: true,
    describe: '/api/users/banner-photo',
  },
  // The signed-in member's pets (social data): exact prefix, above every `/api/users/:id/...` rule.
  {
    service: 'social',
    pattern: under('/api/users/me/pets'),
    personal: true,
    describe: '/api/users/me/pets/*',
  },
  // PATCH /api/users/:id/profile edits account data.
  {
    service: 'account',
    pattern: /^\/api\/users\/[^/]+\/profile\/?$/,
    personal: true,
    describe: '/api/users/:id/profile',
  },
  // A user's posts, profile tabs, follow graph, blocks and mutes live in the social service.
  {
    service: 'social',
    pattern:
      /^\/api\/users\/[^/]+\/(?:posts|replies|media|likes|follow|unfollow|followers|following|block|mute|pets)(?:\/|$)/,
    describe:
      '/api/users/:username/posts|replies|media|likes|follow|unfollow|followers|following|block|mute|pets',
    personal: true,
  },
  // The signed-in member's block and mute lists.
  {
    service: 'social',
    pattern: /^\/api\/users\/me\/(?:blocks|mutes)\/?$/,
    describe: '/api/users/me/blocks|mutes',
    personal: true,
  },
  // The moderation queue is the social service's; it comes before the account service's /api/admin/* rule.
  {
    service: 'social',
    pattern: under('/api/admin/reports'),
    describe: '/api/admin/reports (moderation queue and actions)',
    personal: true,
  },
  // Operators' orders belong to the store (before the account's admin API, which takes the rest of /api/admin).
  { service: 'store', pattern: under('/api/admin/orders'), describe: '/api/admin/orders/*', personal: true },
  // Admin API of the account service; GET /api/admin/stats is composed by the gateway instead.
  {
    service: 'account',
    pattern: /^\/api\/admin(?:\/(?!stats\/?$)|$)/,
    describe: '/api/admin/* except /api/admin/stats',
    personal: true,
  },
  // Server navigations (redirects) of the spec, answered by the account service.
  { service: 'account', pattern: exactly('/api/login'), describe: '/api/login' },
  { service: 'account', pattern: exactly('/api/logout'), describe: '/api/logout' },
  // Uploaded avatars and banners, stored and served (with safe headers) by the account service.
  {
    service: 'account',
    pattern: /^\/media\/account\/[^/]+$/,
    describe: '/media/account/:file (uploaded profile images)',
  },
  {
    service: 'social',
    pattern: /^\/media\/social\/[^/]+$/,
    describe: '/media/social/:file (uploaded post images and videos)',
  },
  {
    service: 'store',
    pattern: /^\/media\/store\/products\/[^/]+\/[^/]+$/,
    describe: '/media/store/products/:id/:file (product pictures in sizes)',
  },
  // Membership plans belong to the account.
  { service: 'account', pattern: under('/api/membership-plans'), describe: '/api/membership-plans' },
  // Community: posts (with their like/repet/bookmark/reply aliases), likes, comments, threads, profiles, bookmarks.
  { service: 'social', pattern: under('/api/posts'), describe: '/api/posts/*' },
  { service: 'social', pattern: under('/api/likes'), describe: '/api/likes/*' },
  { service: 'social', pattern: under('/api/comments'), describe: '/api/comments/*' },
  { service: 'social', pattern: under('/api/threads'), describe: '/api/threads/*' },
  { service: 'social', pattern: under('/api/profile'), describe: '/api/profile/:username(/posts)' },
  { service: 'social', pattern: under('/api/bookmarks'), personal: true, describe: '/api/bookmarks' },
  {
    service: 'social',
    pattern: exactly('/api/reports'),
    personal: true,
    describe: '/api/reports (members report)',
  },
  {
    service: 'social',
    pattern: under('/api/hashtags'),
    describe: '/api/hashtags/* (trending, posts by tag)',
  },
  { service: 'social', pattern: exactly('/api/suggested-accounts'), describe: '/api/suggested-accounts' },
  // Server-sent events (new posts, like counts); streamed through, never buffered.
  { service: 'social', pattern: exactly('/api/live'), describe: '/api/live (server-sent events)' },
  // Direct messages and their settings: the signed-in member's own, never stored.
  {
    service: 'social',
    pattern: under('/api/conversations'),
    personal: true,
    describe: '/api/conversations/* (direct messages)',
  },
  {
    service: 'social',
    pattern: under('/api/notifications'),
    personal: true,
    describe: '/api/notifications/* (list, unread count, read marker, preferences)',
  },
  // The community posts tagging a product are social's; above the store's /api/products rule.
  {
    service: 'social',
    pattern: /^\/api\/products\/[^/]+\/posts\/?$/,
    describe: '/api/products/:id/posts (community posts tagging a product)',
  },
  // Store: catalogue (and its Square sync), orders, cart.
  { service: 'store', pattern: under('/api/products'), describe: '/api/products/*' },
  { service: 'store', pattern: under('/api/orders'), personal: true, describe: '/api/orders/*' },
  { service: 'store', pattern: under('/api/cart'), personal: true, describe: '/api/cart/*' },
  { service: 'store', pattern: under('/api/wishlist'), personal: true, describe: '/api/wishlist/*' },
  // Bull Board UI; the store mounts it at the same path, so the full path is forwarded unchanged.
  { service: 'store', pattern: under('/admin/queues'), describe: '/admin/queues (Bull Board)' },
  // Square's signed notifications (no session, no CSRF token: see csrf.ts).
  { service: 'store', pattern: exactly('/api/webhooks/square'), describe: '/api/webhooks/square' },
  { service: 'store', pattern: under('/api/payments'), describe: '/api/payments/* (card form set-up)' },
];

/**
 * The cookies each service reads: the only ones the gateway passes on to it (every other cookie of the browser's
 * Cookie header is left out, and the header dropped when none is left). The session cookie goes to the account
 * service alone, which issues it and resolves it; every other service knows the caller only by the identity token
 * signed for it, so a compromised social or store process holds no session it could replay. The store reads its cart
 * cookie; social reads none. The gateway's own cookies (XSRF-TOKEN, the consent choice) are read by the gateway and
 * go to no service. A service that starts reading a cookie lists it here.
 */
export function serviceCookies(production: boolean): Record<ServiceName, ReadonlySet<string>> {
  return {
    account: new Set([sessionCookieName(production)]),
    social: new Set(),
    store: new Set([CART_COOKIE]),
  };
}

/** Answers the gateway composes itself that are personal (not in the table, which lists only proxied paths). */
const PERSONAL_COMPOSED_ROUTES: readonly RegExp[] = [exactly('/api/admin/stats')];

/** Whether the answer at `path` is personal and must never be stored: a `personal` rule, or a personal composed route. */
export function isPersonalPath(path: string, rules: readonly ProxyRule[] = PROXY_RULES): boolean {
  return (
    findRule(path, rules)?.personal === true || PERSONAL_COMPOSED_ROUTES.some((route) => route.test(path))
  );
}

/** The service that answers `path` (no query string), or null when no rule matches. */
export function findUpstream(path: string, rules: readonly ProxyRule[] = PROXY_RULES): ServiceName | null {
  return findRule(path, rules)?.service ?? null;
}

/** The first rule that matches `path`, or null. */
export function findRule(path: string, rules: readonly ProxyRule[] = PROXY_RULES): ProxyRule | null {
  return rules.find((rule) => rule.pattern.test(path)) ?? null;
}

/**
 * True when the path holds a `.` or `..` segment (also percent-encoded). Such a path could be normalised by an
 * upstream into one the table never allowed (e.g. `/api/posts/../../internal/session`), so it is refused.
 */
export function hasDotSegment(path: string): boolean {
  const normalised = path
    .replace(/%2e/gi, '.')
    .replace(/%2f/gi, '/')
    .replace(/%5c/gi, '/')
    .replace(/\\/g, '/');
  return /(?:^|\/)\.{1,2}(?:\/|$)/.test(normalised);
}
