/**
 * What the composed reads expect from the services. The shapes are @petcora/contracts types the services' handlers
 * are typed with too; the gateway still checks them at run time (see `parse*` below), because a service of another
 * version may answer during a deploy, and treats anything else as a failed upstream.
 */
import type {
  AccountStats,
  ActivityItem,
  DailyCount,
  FeedPost,
  PostAuthor,
  Product,
  SocialSearchResult,
  SocialStats,
} from '@petcora/contracts';

/** store `GET /api/products?search=` answers a plain array of products. */
export type StoreProductsResponse = Product[];

export class UnexpectedShapeError extends Error {
  constructor(what: string) {
    super(`unexpected response shape: ${what}`);
    this.name = 'UnexpectedShapeError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is DailyCount =>
  isObject(v) && typeof v.total === 'number' && typeof v.today === 'number';
const isActivity = (v: unknown): v is ActivityItem =>
  isObject(v) &&
  (typeof v.id === 'string' || typeof v.id === 'number') &&
  typeof v.description === 'string' &&
  typeof v.timestamp === 'string';

export function parseSocialSearch(body: unknown): SocialSearchResult {
  if (!isObject(body) || !Array.isArray(body.users) || !Array.isArray(body.posts))
    throw new UnexpectedShapeError('social search');
  return {
    users: body.users as PostAuthor[],
    posts: body.posts as FeedPost[],
    // An older social service answers without hasMore: no further page then.
    hasMore: body.hasMore === true,
  };
}

export function parseStoreProducts(body: unknown): StoreProductsResponse {
  if (!Array.isArray(body)) throw new UnexpectedShapeError('store products');
  return body.filter(isObject) as unknown as Product[];
}

export function parseAccountStats(body: unknown): AccountStats {
  if (!isObject(body) || !isCount(body.users) || !Array.isArray(body.recentActivity))
    throw new UnexpectedShapeError('account stats');
  return { users: body.users, recentActivity: body.recentActivity.filter(isActivity) };
}

export function parseSocialStats(body: unknown): SocialStats {
  if (
    !isObject(body) ||
    !isCount(body.posts) ||
    !isCount(body.likes) ||
    !isCount(body.repets) ||
    !isObject(body.moderation) ||
    typeof body.moderation.pending !== 'number' ||
    !Array.isArray(body.recentActivity)
  ) {
    throw new UnexpectedShapeError('social stats');
  }
  return {
    posts: body.posts,
    likes: body.likes,
    repets: body.repets,
    moderation: {
      pending: body.moderation.pending,
      // A social copy older than the moderation queue answers without these.
      ...(typeof body.moderation.openReports === 'number'
        ? { openReports: body.moderation.openReports }
        : {}),
      ...(typeof body.moderation.suspendedMembers === 'number'
        ? { suspendedMembers: body.moderation.suspendedMembers }
        : {}),
    },
    recentActivity: body.recentActivity.filter(isActivity),
  };
}
