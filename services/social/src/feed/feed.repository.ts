import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { FIRST_COMMENTS_PER_POST, type FeedPage, type FeedPost } from '@petcora/contracts';
import { decodeCursor, encodeCursor, type CursorKeyKind, type FeedCursor } from './feed-cursor';
import { toFeedPost, type FeedRow } from './feed-post.mapper';
import { SOCIAL_MEDIA_PATH } from '../media/post-media.store';
import { notRemovedFor, visibleTo } from '../safety/visibility';
import { PreparedStatements } from './prepared-statements';
import { UUID_PATTERN } from '@petcora/validation';

/** A member named by account id or by username (any case). */
export type UserRef = { userId: string } | { username: string };

/** Which posts a page lists. Every value reaches SQL as a bound parameter. */
export type FeedFilter =
  /** Every top-level post, newest first (the chronological feed). */
  | { kind: 'all' }
  | { kind: 'author'; userId: string }
  | { kind: 'authorUsername'; username: string }
  | { kind: 'contentMatches'; pattern: string }
  /** Top-level posts carrying the hashtag (lower case, without '#'); needs the `hashtags` column. */
  | { kind: 'hashtag'; tag: string }
  | { kind: 'post'; postId: string }
  /** A post's replies, oldest first (a conversation reads top-down). */
  | { kind: 'replies'; postId: string }
  /** A thread: its first post, then its entries, oldest first. */
  | { kind: 'thread'; threadId: string }
  /** Top-level posts with a picture, newest first. */
  | { kind: 'photos' }
  /** First posts of threads, newest first. */
  | { kind: 'threads' }
  /** Posts of the accounts the viewer follows, newest first (needs a viewer). */
  | { kind: 'following' }
  /** A member's replies, newest first. */
  | { kind: 'authorReplies'; user: UserRef }
  /** A member's top-level posts with a picture or a video, newest first. */
  | { kind: 'authorMedia'; user: UserRef }
  /** Posts a member liked, by the time of the like, latest first. */
  | { kind: 'likedBy'; user: UserRef }
  /** Ranked: engagement decaying with age. */
  | { kind: 'trending' }
  /** Ranked for the viewer: like trending, with their own and followed accounts' posts weighted up. */
  | { kind: 'timeline' }
  /** Ranked for the viewer: others' posts from accounts they don't follow, boosted by likes of people they follow. */
  | { kind: 'recommended' }
  /** Top-level posts tagging a store product, newest first. */
  | { kind: 'product'; productId: string }
  /** Top-level posts tagging a pet, newest first. */
  | { kind: 'pet'; petId: string };

export interface FeedPageRequest {
  filter: FeedFilter;
  /** Whose likes/bookmarks/repets to flag; null for anonymous readers. */
  viewerId: string | null;
  page: number;
  limit: number;
  /** `nextCursor` of the previous page; when given, `page` is ignored. */
  cursor?: string;
}

/** Ranked feeds look at this many days of posts before the "as of" instant (all posts when those days have none). */
export const RANKING_WINDOW_DAYS = 7;
/** Weights of the engagement a ranked feed counts (see ADR 0020). */
const ENGAGEMENT = `(p.likes_count + 2 * p.comments_count + 2 * p.replies_count + 3 * p.repets_count)`;
/**
 * Ranked lists: a post twice as engaged ranks like one this many hours newer (`social.post_rank_score`, migration
 * 1764840000000-maintained-ranking, keeps the stored score with it).
 */
export const RANK_HALF_LIFE_HOURS = 6;
/** Timeline: how much more the viewer's own posts and those of accounts they follow weigh. */
export const TIMELINE_FOLLOWED_WEIGHT = 10;
/** Recommended: what one like by someone the viewer follows adds to a post's engagement. */
export const RECOMMENDED_FOLLOWED_LIKE_WEIGHT = 5;

const TOP_LEVEL = 'p.reply_to_id IS NULL AND NOT p.is_repet';

/** Statement texts kept per repository (a few dozen list and cursor shapes exist; StatementNames names 200). */
const MAX_REMEMBERED_STATEMENTS = 200;

/** Bound parameters of one statement; `$1` is the viewer, `$2` the row limit, `$3` the offset. */
class Params {
  readonly values: unknown[];

  constructor(viewerId: string | null, limit: number, offset: number) {
    this.values = [viewerId, limit, offset];
  }

  /** Adds a value and returns its placeholder with an explicit type. */
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/**
 * A list's rows before the page is cut: a SELECT yielding the post's columns (`p.*`) plus `sort_key` and `sort_id`, the
 * keyset the page is ordered and continued by, with the cursor's condition already applied. SQL text is fixed per kind.
 */
interface ListPlan {
  /** Common table expressions the rows need (the as-of instant of ranked lists). */
  with?: string;
  rows: string;
  direction: 'ASC' | 'DESC';
  keyKind: CursorKeyKind | 'position';
  /**
   * Whether the viewer's mutes hide rows (every list does; a post opened by its address does not). Blocks, removed
   * posts and suspended members always apply (ADR 0061).
   */
  mutes: boolean;
  /** Moderators' view of reported posts: removed ones and suspended members' included. */
  unfiltered?: true;
}

/**
 * Builds feed pages with exactly one SQL statement: the page's rows are picked first (in index order, or ranked in SQL,
 * LIMIT/OFFSET in a subquery), then the author comes from the projection by join, the viewer's flags from EXISTS probes
 * on unique indexes and the images and first comments from correlated aggregates. One extra row tells whether another
 * page exists; the last row's sort key becomes `nextCursor`. See docs/adr/0020-feed-ranking-and-keyset-paging.md.
 */
@Injectable()
export class FeedRepository {
  private readonly statements: PreparedStatements;
  private readonly texts = new Map<string, string>();

  constructor(private readonly dataSource: DataSource) {
    this.statements = new PreparedStatements(dataSource);
  }

  async page(request: FeedPageRequest): Promise<FeedPage> {
    const { filter, limit } = request;
    const list = listName(filter);
    const keyKind = KEY_KINDS[filter.kind];
    const cursor = request.cursor === undefined ? null : decodeCursor(request.cursor, list, keyKind);
    const offset = cursor ? 0 : (request.page - 1) * limit;
    const rows = await this.select(filter, request.viewerId, limit + 1, offset, cursor);
    const hasMore = rows.length > limit;
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    const nextCursor =
      hasMore && last
        ? encodeCursor({
            l: list,
            k: last.cursor_key,
            i: last.cursor_id,
            ...(keyKind === 'score' ? { a: last.cursor_as_of } : {}),
          })
        : null;
    return { posts: shown.map(toFeedPost), hasMore, nextCursor };
  }

  /** `manager`: read inside that transaction (a post just written answers from the transaction that wrote it). */
  async findOne(postId: string, viewerId: string | null, manager?: EntityManager): Promise<FeedPost | null> {
    const [row] = await this.select({ kind: 'post', postId }, viewerId, 1, 0, null, manager);
    return row ? toFeedPost(row) : null;
  }

  /**
   * The posts with these ids in the given order (unknown or malformed ids are skipped, and those the viewer may not
   * see), in one statement. `unfiltered`: every one of them, as moderators review reported posts.
   */
  async findMany(postIds: string[], viewerId: string | null, unfiltered = false): Promise<FeedPost[]> {
    const ids = [...new Set(postIds.filter((id) => UUID_PATTERN.test(id)))];
    if (ids.length === 0) return [];
    const params = new Params(viewerId, ids.length, 0);
    const plan: ListPlan = {
      rows: `SELECT p.*, x.ord AS sort_key, p.id AS sort_id
               FROM unnest(${params.add(ids, 'uuid[]')}) WITH ORDINALITY AS x(id, ord)
               JOIN social.posts p ON p.id = x.id`,
      direction: 'ASC',
      keyKind: 'position',
      mutes: true,
      ...(unfiltered ? { unfiltered: true as const } : {}),
    };
    const rows = await this.statements.query<PageRow>(this.statement(plan), params.values);
    return rows.map(toFeedPost);
  }

  private select(
    filter: FeedFilter,
    viewerId: string | null,
    limit: number,
    offset: number,
    cursor: FeedCursor | null,
    manager?: Pick<EntityManager, 'query'>,
  ): Promise<PageRow[]> {
    const params = new Params(viewerId, limit, offset);
    const plan = planFor(filter, params, cursor);
    // Inside a transaction: on that transaction's connection, as it was given.
    if (manager) return manager.query(this.statement(plan), params.values);
    return this.statements.query<PageRow>(this.statement(plan), params.values);
  }

  /**
   * The statement of a plan, the same string object for the same plan: the statement's name is looked up by its text
   * (StatementNames) and node-postgres compares the text with the one it prepared, so a text rebuilt per request cost
   * copying and hashing its ~2.6 KB every time. A plan's parts are fixed per list and cursor shape.
   */
  private statement(plan: ListPlan): string {
    const key = `${plan.direction}\u0000${plan.keyKind}\u0000${plan.mutes}\u0000${plan.unfiltered ?? false}\u0000${plan.with ?? ''}\u0000${plan.rows}`;
    let text = this.texts.get(key);
    if (text === undefined) {
      text = this.buildStatement(plan);
      if (this.texts.size < MAX_REMEMBERED_STATEMENTS) this.texts.set(key, text);
    }
    return text;
  }

  private buildStatement(plan: ListPlan): string {
    const order = `p.sort_key ${plan.direction}, p.sort_id ${plan.direction}`;
    const cursorKey =
      plan.keyKind === 'time'
        ? `to_char(p.sort_key AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
        : `p.sort_key::text`;
    const asOf =
      plan.keyKind === 'score'
        ? `to_char((SELECT t FROM as_of) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : 'NULL::text';
    return `${plan.with ? `WITH ${plan.with}` : ''}
       SELECT p.id, p.user_id, p.content, p.location, p.image_url, p.video_url,
              p.likes_count, p.comments_count, p.repets_count, p.is_thread, p.thread_id, p.created_at,
              p.reply_to_id, p.replies_count, p.removed_at IS NOT NULL AS is_removed,
              ${cursorKey} AS cursor_key, p.sort_id::text AS cursor_id, ${asOf} AS cursor_as_of,
              a.username, a.display_name, a.profile_image_url, a.is_verified,
              EXISTS (SELECT 1 FROM social.likes l WHERE l.user_id = $1::uuid AND l.post_id = p.id) AS is_liked,
              EXISTS (SELECT 1 FROM social.bookmarks b WHERE b.user_id = $1::uuid AND b.post_id = p.id) AS is_bookmarked,
              EXISTS (SELECT 1 FROM social.posts r
                       WHERE r.original_post_id = p.id AND r.user_id = $1::uuid AND r.is_repet) AS is_repeted,
              (SELECT coalesce(json_agg(jsonb_build_object('url', i.url, 'alt', i.alt) || coalesce(
                        (SELECT jsonb_build_object('width', mu.info->'width', 'height', mu.info->'height',
                                  'placeholder', mu.info->'placeholder', 'renditions', mu.info->'renditions')
                           FROM social.media_uploads mu
                          WHERE ${storedFileOf('i.url')} AND mu.info IS NOT NULL), '{}'::jsonb)
                        ORDER BY i.ord), '[]'::json)
                 FROM (SELECT p.image_url AS url,
                              (SELECT pi0.alt FROM social.post_images pi0
                                WHERE pi0.post_id = p.id AND pi0.url = p.image_url
                                ORDER BY pi0.position LIMIT 1) AS alt,
                              -1 AS ord
                        WHERE p.image_url IS NOT NULL
                       UNION ALL
                       SELECT pi.url, pi.alt, pi.position FROM social.post_images pi
                        WHERE pi.post_id = p.id AND pi.url IS DISTINCT FROM p.image_url) i) AS images,
              (SELECT mu.info FROM social.media_uploads mu
                WHERE ${storedFileOf('p.video_url')} AND mu.kind = 'video') AS video_info,
              a.profile_image_info,
              (SELECT coalesce(json_agg(json_build_object(
                        'id', c.id, 'postId', c.post_id, 'userId', c.user_id, 'username', ca.username,
                        'displayName', ca.display_name, 'userAvatar', ca.profile_image_url,
                        'userAvatarInfo', ca.profile_image_info,
                        'content', c.content, 'comment', c.content, 'createdAt', c.created_at)
                        ORDER BY c.created_at, c.id), '[]'::json)
                 FROM (SELECT * FROM social.comments c0
                        WHERE c0.post_id = p.id AND ${visibleTo('c0', '$1::uuid', { mutes: false })}
                        ORDER BY c0.created_at, c0.id LIMIT ${FIRST_COMMENTS_PER_POST}) c
                 JOIN social.authors ca ON ca.id = c.user_id) AS comment_list,
              (SELECT coalesce(json_agg(json_build_object(
                        'id', pr.id, 'name', pr.name, 'price', pr.price, 'imageUrl', pr.image_url,
                        'petType', pr.pet_type) ORDER BY pp.position), '[]'::json)
                 FROM social.post_products pp JOIN social.products pr ON pr.id = pp.product_id
                WHERE pp.post_id = p.id AND pr.available) AS product_list,
              (SELECT coalesce(json_agg(json_build_object('id', pt.id, 'name', pt.name, 'species', pt.species)
                        ORDER BY ppt.position), '[]'::json)
                 FROM social.post_pets ppt JOIN social.pets pt ON pt.id = ppt.pet_id
                WHERE ppt.post_id = p.id) AS pet_list
         FROM (SELECT c.* FROM (${plan.rows}) c
                ${plan.unfiltered ? '' : `WHERE ${visibleTo('c', '$1::uuid', { mutes: plan.mutes })}`}
                ORDER BY c.sort_key ${plan.direction}, c.sort_id ${plan.direction}
                LIMIT $2 OFFSET $3) p
         JOIN social.authors a ON a.id = p.user_id
        ORDER BY ${order}`;
  }
}

/**
 * The media row of a stored file's URL (`/media/social/<file>`), by the unique file name; other URLs (a JSON post's
 * picture elsewhere) match no row.
 */
function storedFileOf(url: string): string {
  return `${url} LIKE '${SOCIAL_MEDIA_PATH}/%' AND mu.file_name = substr(${url}, ${SOCIAL_MEDIA_PATH.length + 2})`;
}

interface PageRow extends FeedRow {
  cursor_key: string;
  cursor_id: string;
  cursor_as_of: string;
}

const KEY_KINDS: Record<FeedFilter['kind'], CursorKeyKind> = {
  all: 'time',
  author: 'time',
  authorUsername: 'time',
  contentMatches: 'time',
  hashtag: 'time',
  post: 'time',
  replies: 'time',
  thread: 'time',
  photos: 'time',
  threads: 'time',
  following: 'time',
  authorReplies: 'time',
  authorMedia: 'time',
  likedBy: 'time',
  trending: 'score',
  timeline: 'score',
  recommended: 'score',
  product: 'time',
  pet: 'time',
};

/** The name a cursor is bound to: one list's cursor is refused by another (both author kinds are one list). */
function listName(filter: FeedFilter): string {
  return filter.kind === 'authorUsername' ? 'author' : filter.kind;
}

/** `(key, id) < cursor` (or `>` for oldest-first lists), or nothing without a cursor. */
function after(
  params: Params,
  cursor: FeedCursor | null,
  key: string,
  id: string,
  direction: 'ASC' | 'DESC',
  keyType: 'timestamptz' | 'float8',
): string {
  if (!cursor) return '';
  const op = direction === 'DESC' ? '<' : '>';
  return ` AND (${key}, ${id}) ${op} (${params.add(cursor.k, keyType)}, ${params.add(cursor.i, 'uuid')})`;
}

function userIdOf(params: Params, user: UserRef): string {
  return 'userId' in user
    ? params.add(user.userId, 'uuid')
    : `(SELECT id FROM social.authors WHERE lower(username) = lower(${params.add(user.username, 'text')}))`;
}

/** Lists by time: the page comes from an index in (created_at, id) order. */
function byTime(
  params: Params,
  cursor: FeedCursor | null,
  where: string,
  direction: 'ASC' | 'DESC' = 'DESC',
): ListPlan {
  return {
    rows: `SELECT p.*, p.created_at AS sort_key, p.id AS sort_id FROM social.posts p
            WHERE ${where}${after(params, cursor, 'p.created_at', 'p.id', direction, 'timestamptz')}`,
    direction,
    keyKind: 'time',
    mutes: true,
  };
}

function planFor(filter: FeedFilter, params: Params, cursor: FeedCursor | null): ListPlan {
  switch (filter.kind) {
    // Lists show original posts; a repet shows as its original's count and isRepeted, not as an empty card.
    case 'all':
      return byTime(params, cursor, TOP_LEVEL);
    case 'author':
      return byTime(params, cursor, `${TOP_LEVEL} AND p.user_id = ${params.add(filter.userId, 'uuid')}`);
    case 'authorUsername':
      return byTime(
        params,
        cursor,
        `${TOP_LEVEL} AND p.user_id = ${userIdOf(params, { username: filter.username })}`,
      );
    case 'contentMatches':
      return byTime(
        params,
        cursor,
        `${TOP_LEVEL} AND p.content ILIKE ${params.add(filter.pattern, 'text')} ESCAPE '\\'`,
      );
    case 'hashtag':
      return byTime(
        params,
        cursor,
        `${TOP_LEVEL} AND p.hashtags @> ARRAY[${params.add(filter.tag, 'text')}]`,
      );
    // A post opened by its address shows even when the viewer muted its author (blocks still hide it).
    case 'post':
      return { ...byTime(params, cursor, `p.id = ${params.add(filter.postId, 'uuid')}`), mutes: false };
    case 'replies':
      return byTime(params, cursor, `p.reply_to_id = ${params.add(filter.postId, 'uuid')}`, 'ASC');
    case 'thread': {
      const id = params.add(filter.threadId, 'uuid');
      return byTime(params, cursor, `(p.id = ${id} OR p.thread_id = ${id}) AND p.reply_to_id IS NULL`, 'ASC');
    }
    // posts_photos_idx; a post's uploaded images always put the first one in image_url (see the feed-ranking migration).
    case 'photos':
      return byTime(params, cursor, `${TOP_LEVEL} AND p.image_url IS NOT NULL`);
    case 'threads':
      return byTime(params, cursor, `${TOP_LEVEL} AND p.is_thread AND p.thread_id IS NULL`);
    case 'authorReplies':
      return byTime(
        params,
        cursor,
        `p.reply_to_id IS NOT NULL AND NOT p.is_repet AND p.user_id = ${userIdOf(params, filter.user)}`,
      );
    case 'authorMedia':
      return byTime(
        params,
        cursor,
        `${TOP_LEVEL} AND (p.image_url IS NOT NULL OR p.video_url IS NOT NULL) AND p.user_id = ${userIdOf(params, filter.user)}`,
      );
    case 'likedBy':
      return {
        rows: `SELECT p.*, l.created_at AS sort_key, l.id AS sort_id
                 FROM social.likes l JOIN social.posts p ON p.id = l.post_id
                WHERE l.user_id = ${userIdOf(params, filter.user)}${after(params, cursor, 'l.created_at', 'l.id', 'DESC', 'timestamptz')}`,
        direction: 'DESC',
        keyKind: 'time',
        mutes: true,
      };
    case 'following':
      // One index range per followed account (posts_user_top_level_idx), each cut to what the page can use.
      return {
        rows: `SELECT fp.*, fp.created_at AS sort_key, fp.id AS sort_id
                 FROM social.follows f
                 CROSS JOIN LATERAL (
                   SELECT p.* FROM social.posts p
                    WHERE p.user_id = f.following_id AND ${TOP_LEVEL} AND ${notRemovedFor('p', '$1::uuid')}${after(params, cursor, 'p.created_at', 'p.id', 'DESC', 'timestamptz')}
                    ORDER BY p.created_at DESC, p.id DESC
                    LIMIT $2::bigint + $3::bigint) fp
                WHERE f.follower_id = $1::uuid`,
        direction: 'DESC',
        keyKind: 'time',
        mutes: true,
      };
    case 'product':
      return tagged(
        params,
        cursor,
        'social.post_products',
        'product_id',
        params.add(filter.productId, 'uuid'),
      );
    case 'pet':
      return tagged(params, cursor, 'social.post_pets', 'pet_id', params.add(filter.petId, 'uuid'));
    case 'trending':
      return ranked(params, cursor, '', {
        rows: `SELECT p.*, s.score AS sort_key, s.post_id AS sort_id
                 FROM social.post_scores s JOIN social.posts p ON p.id = s.post_id
                WHERE ${IN_RANKING_WINDOW}${after(params, cursor, 's.score', 's.post_id', 'DESC', 'float8')}`,
      });
    case 'timeline': {
      // Two streams in stored score order (post_scores_rank_idx, index-only until a row qualifies), merged by the
      // page's ORDER BY/LIMIT: the viewer's own and followed accounts' posts, weighted up by a constant added to the
      // stored score, and everyone else's. Each is cut to what the page can use.
      const weighted = `s.score + ${log2(TIMELINE_FOLLOWED_WEIGHT)}`;
      const followedOrOwn = `(s.user_id IS NOT DISTINCT FROM $1::uuid
                   OR s.user_id IN (SELECT f.following_id FROM social.follows f WHERE f.follower_id = $1::uuid))`;
      return ranked(params, cursor, '', {
        rows: `SELECT * FROM (
                 SELECT p.*, ${weighted} AS sort_key, s.post_id AS sort_id
                   FROM social.post_scores s JOIN social.posts p ON p.id = s.post_id
                  WHERE ${IN_RANKING_WINDOW} AND ${followedOrOwn} AND ${VISIBLE}${after(params, cursor, weighted, 's.post_id', 'DESC', 'float8')}
                  ORDER BY s.score DESC, s.post_id DESC
                  LIMIT $2::bigint + $3::bigint) followed
               UNION ALL
               SELECT * FROM (
                 SELECT p.*, s.score AS sort_key, s.post_id AS sort_id
                   FROM social.post_scores s JOIN social.posts p ON p.id = s.post_id
                  WHERE ${IN_RANKING_WINDOW} AND NOT ${followedOrOwn} AND ${VISIBLE}${after(params, cursor, 's.score', 's.post_id', 'DESC', 'float8')}
                  ORDER BY s.score DESC, s.post_id DESC
                  LIMIT $2::bigint + $3::bigint) others`,
      });
    }
    case 'recommended': {
      // The viewer's recommendation candidates (one range of recommendation_candidates_member_idx, at most
      // RECOMMENDATION_CANDIDATES_KEPT rows, kept by the ranking queue): posts of the window liked by accounts they
      // follow, their stored score raised by what those likes add to the engagement; then every other post in stored
      // order.
      const notOwnOrFollowed = `s.user_id IS DISTINCT FROM $1::uuid
                  AND s.user_id NOT IN (SELECT f.following_id FROM social.follows f WHERE f.follower_id = $1::uuid)`;
      const boosted = `s.score + ln((${ENGAGEMENT} + 1 + ${RECOMMENDED_FOLLOWED_LIKE_WEIGHT} * fl.likes)::float8 / (${ENGAGEMENT} + 1)) / ln(2::float8)`;
      return ranked(
        params,
        cursor,
        ` AND p.user_id <> $1::uuid
          AND p.user_id NOT IN (SELECT f.following_id FROM social.follows f WHERE f.follower_id = $1::uuid)`,
        {
          // The reading's window and as-of instant apply to the posts (IN_RANKING_WINDOW): the viewer's rows are
          // one index-only range, whatever the window.
          with: `liked_by_followed AS (
                   SELECT c.post_id, c.followed_likes AS likes
                     FROM social.recommendation_candidates c
                    WHERE c.member_id = $1::uuid)`,
          // Each candidate's score is one probe of post_scores_pkey. As a plain join the planner preferred hashing
          // the whole window of post_scores (a parallel scan of every recent post, ~150 ms at 200,000 posts) to 500
          // probes; a LIMIT keeps the subquery from being flattened into such a join.
          rows: `SELECT r.* FROM (
                   SELECT p.*, ${boosted} AS sort_key, s.post_id AS sort_id
                     FROM liked_by_followed fl
                    CROSS JOIN LATERAL (SELECT * FROM social.post_scores s0 WHERE s0.post_id = fl.post_id LIMIT 1) s
                     JOIN social.posts p ON p.id = s.post_id
                    WHERE ${IN_RANKING_WINDOW} AND ${notOwnOrFollowed}) r
                  WHERE true${after(params, cursor, 'r.sort_key', 'r.sort_id', 'DESC', 'float8')}
                 UNION ALL
                 SELECT * FROM (
                   SELECT p.*, s.score AS sort_key, s.post_id AS sort_id
                     FROM social.post_scores s JOIN social.posts p ON p.id = s.post_id
                    WHERE ${IN_RANKING_WINDOW} AND ${VISIBLE} AND ${notOwnOrFollowed}
                      AND NOT EXISTS (SELECT 1 FROM liked_by_followed fl WHERE fl.post_id = s.post_id)${after(params, cursor, 's.score', 's.post_id', 'DESC', 'float8')}
                    ORDER BY s.score DESC, s.post_id DESC
                    LIMIT $2::bigint + $3::bigint) others`,
        },
      );
    }
  }
}

/** Posts tagging one product or pet: one range of the tag table's (tag, post time, post) index. */
function tagged(
  params: Params,
  cursor: FeedCursor | null,
  table: 'social.post_products' | 'social.post_pets',
  column: 'product_id' | 'pet_id',
  id: string,
): ListPlan {
  return {
    rows: `SELECT p.*, t.post_created_at AS sort_key, t.post_id AS sort_id
             FROM ${table} t JOIN social.posts p ON p.id = t.post_id
            WHERE t.${column} = ${id} AND ${TOP_LEVEL}${after(params, cursor, 't.post_created_at', 't.post_id', 'DESC', 'timestamptz')}`,
    direction: 'DESC',
    keyKind: 'time',
    mutes: true,
  };
}

/** `log2(x)` as a float8 literal expression (the stored score counts engagement in doublings). */
function log2(x: number): string {
  return `(ln(${x}::float8) / ln(2::float8))`;
}

/**
 * What the page's own filter will demand of a post (`p`), applied inside a stream that is cut to the page's size
 * before that filter, so the cut keeps enough rows.
 */
const VISIBLE = visibleTo('p', '$1::uuid', { mutes: true });

/** A post_scores row (`s`) in the reading's window: created by the as-of instant, after the window's start. */
const IN_RANKING_WINDOW = `s.created_at <= (SELECT t FROM as_of) AND s.created_at > (SELECT t FROM since)`;

/**
 * A ranked list read from the maintained ranking (`social.post_scores`, ADR 0074): the stored score orders posts by
 * engagement doubling per RANK_HALF_LIFE_HOURS of age, an order that does not change with time, so the page is an
 * index range in (score, id) order. One reading ranks as of one instant (the cursor's, or now for a first page):
 * posts newer than it wait for the next reading. Candidates are the top-level posts of the last RANKING_WINDOW_DAYS
 * before the instant, or all of them when those days have none (`candidates` narrows that test per list). The keyset
 * is (score, id); `rows` applies the cursor itself (inside each stream that is cut per account).
 */
function ranked(
  params: Params,
  cursor: FeedCursor | null,
  candidates: string,
  list: { rows: string; with?: string },
): ListPlan {
  const asOf = params.add(cursor?.a ?? null, 'timestamptz');
  const ctes = [
    `as_of AS (SELECT coalesce(${asOf}, date_trunc('milliseconds', statement_timestamp())) AS t)`,
    `since AS (
       SELECT CASE WHEN EXISTS (
                SELECT 1 FROM social.posts p
                 WHERE ${TOP_LEVEL} AND p.created_at <= (SELECT t FROM as_of)${candidates}
                   AND p.created_at > (SELECT t FROM as_of) - interval '${RANKING_WINDOW_DAYS} days')
              THEN (SELECT t FROM as_of) - interval '${RANKING_WINDOW_DAYS} days'
              ELSE '-infinity'::timestamptz END AS t)`,
    ...(list.with ? [list.with] : []),
  ];
  return {
    with: ctes.join(',\n'),
    rows: list.rows,
    direction: 'DESC',
    keyKind: 'score',
    mutes: true,
  };
}
