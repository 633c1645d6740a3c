import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  NOTIFICATION_KINDS,
  type NotificationActor,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationUnreadCount,
} from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { decodeCursor, encodeCursor } from '../feed/feed-cursor';
import { LiveBus } from '../live/live-bus';
import { INVALID_UP_TO } from './notification-messages';
import { notify, type NotificationIntent } from './notification-outbox';
import { actorVisibleTo, notificationVisibleTo } from './notification-visibility';

export const NOTIFICATIONS_PAGE_SIZE = 20;
const CURSOR_LIST = 'notifications';
/** Shown per row; the rest are counted ("Maya and 3 others"). */
const ACTORS_SHOWN = 3;
const EXCERPT_LENGTH = 80;
/** An ISO 8601 instant with a zone (what `updatedAt` and Date#toISOString produce). */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,6})?)?(?:Z|[+-]\d\d:\d\d)$/;

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  unread: boolean;
  updated_key: string;
  post_id: string | null;
  post_excerpt: string | null;
  actors: { id: string; username: string; display_name: string | null; profile_image_url: string | null }[];
  actors_count: number;
}

/** The text of an instant with microseconds, as the cursor and `updatedAt` carry it (no precision lost). */
const UPDATED_KEY = `to_char(n.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The member's notifications: one statement per page (rows, their latest visible actors, the count of them and the
 * post's excerpt), newest first by keyset; the unread count with the same visibility; marking read; preferences.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveBus,
    private readonly authors: AuthorsService,
  ) {}

  /** The entry point for other features (direct messages): the outbox row commits with the caller's transaction. */
  notify(manager: Pick<EntityManager, 'query'>, intent: NotificationIntent): Promise<void> {
    return notify(manager, intent);
  }

  async list(
    viewerId: string,
    cursor: string | undefined,
    filter: 'mentions' | 'all' | undefined,
  ): Promise<NotificationPage> {
    const after = cursor ? decodeCursor(cursor, CURSOR_LIST, 'time') : null;
    const rows: NotificationRow[] = await this.dataSource.query(
      `SELECT n.id, n.kind, n.unread, ${UPDATED_KEY} AS updated_key, p.id AS post_id,
              left(p.content, ${EXCERPT_LENGTH}) AS post_excerpt, act.actors, act.actors_count
         FROM social.notifications n
         LEFT JOIN social.posts p ON p.id = n.post_id
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS actors_count,
                  coalesce((SELECT json_agg(json_build_object('id', l.id, 'username', l.username,
                                     'display_name', l.display_name, 'profile_image_url', l.profile_image_url)
                                     ORDER BY l.acted_at DESC)
                              FROM (SELECT aa.id, aa.username, aa.display_name, aa.profile_image_url, na.acted_at
                                      FROM social.notification_actors na JOIN social.authors aa ON aa.id = na.actor_id
                                     WHERE na.notification_id = n.id AND ${actorVisibleTo('$1::uuid')}
                                     ORDER BY na.acted_at DESC LIMIT ${ACTORS_SHOWN}) l), '[]') AS actors
             FROM social.notification_actors na JOIN social.authors aa ON aa.id = na.actor_id
            WHERE na.notification_id = n.id AND ${actorVisibleTo('$1::uuid')}
         ) act
        WHERE n.recipient_id = $1
          AND ($2::text IS NULL OR n.kind = $2)
          AND ($3::timestamptz IS NULL OR (n.updated_at, n.id) < ($3::timestamptz, $4::uuid))
          AND (p.id IS NULL OR p.removed_at IS NULL)
          AND (n.post_id IS NULL OR p.id IS NOT NULL)
          AND act.actors_count > 0
        ORDER BY n.updated_at DESC, n.id DESC
        LIMIT ${NOTIFICATIONS_PAGE_SIZE + 1}`,
      [viewerId, filter === 'mentions' ? 'mention' : null, after?.k ?? null, after?.i ?? null],
    );
    const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
    const last = page[page.length - 1];
    return {
      notifications: page.map(toItem),
      nextCursor:
        rows.length > NOTIFICATIONS_PAGE_SIZE && last
          ? encodeCursor({ l: CURSOR_LIST, k: last.updated_key, i: last.id })
          : null,
    };
  }

  async unreadCount(
    viewerId: string,
    db: Pick<EntityManager, 'query'> = this.dataSource,
  ): Promise<NotificationUnreadCount> {
    const [row]: { count: number }[] = await db.query(
      `SELECT count(*)::int AS count FROM social.notifications n
        WHERE n.recipient_id = $1 AND n.unread AND ${notificationVisibleTo('$1::uuid')}`,
      [viewerId],
    );
    return { count: row.count };
  }

  /**
   * Marks the member's rows up to `upTo` read: an ISO time (rows updated at or before it) or a cursor (rows up to and
   * including the one it names, in the list's order). Answers the new unread count, also sent to the member's streams.
   */
  async markRead(viewerId: string, upTo: string): Promise<NotificationUnreadCount> {
    let time: string;
    let id: string | null = null;
    if (ISO_INSTANT.test(upTo) && !Number.isNaN(Date.parse(upTo))) time = upTo;
    else {
      try {
        const cursor = decodeCursor(upTo, CURSOR_LIST, 'time');
        time = cursor.k;
        id = cursor.i;
      } catch {
        throw new BadRequestException(INVALID_UP_TO);
      }
    }
    await this.dataSource.query(
      `UPDATE social.notifications n SET unread = false
        WHERE n.recipient_id = $1 AND n.unread
          AND (n.updated_at, n.id) <= ($2::timestamptz, coalesce($3::uuid, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))`,
      [viewerId, time, id],
    );
    const count = await this.unreadCount(viewerId);
    this.announce(viewerId, count.count);
    return count;
  }

  async preferences(memberId: string): Promise<NotificationPreferences> {
    const [row]: { disabled_kinds: string[] }[] = await this.dataSource.query(
      `SELECT disabled_kinds FROM social.notification_preferences WHERE member_id = $1`,
      [memberId],
    );
    return toPreferences(row?.disabled_kinds ?? []);
  }

  /**
   * Kinds turned off join the member's list and kinds turned on leave it, in one statement (two tabs saving at once
   * both count); a save that changes nothing writes nothing. Kinds not named keep their setting.
   */
  async updatePreferences(
    memberId: string,
    username: string,
    changes: Partial<NotificationPreferences>,
  ): Promise<NotificationPreferences> {
    const off = NOTIFICATION_KINDS.filter((k) => changes[k] === false);
    const on = NOTIFICATION_KINDS.filter((k) => changes[k] === true);
    const next = (current: string) =>
      `ARRAY(SELECT DISTINCT k FROM unnest(${current} || $2::text[]) k WHERE k <> ALL ($3::text[]) ORDER BY k)`;
    let written: { disabled_kinds: string[] }[] = [];
    if (off.length > 0) {
      written = await this.dataSource.transaction(async (manager) => {
        // The account event announcing this member may still be on its way.
        await this.authors.ensureAuthor(manager, memberId, username);
        return manager.query(
          `INSERT INTO social.notification_preferences AS np (member_id, disabled_kinds, updated_at)
           VALUES ($1, ${next("'{}'::text[]")}, now())
           ON CONFLICT (member_id) DO UPDATE
             SET disabled_kinds = ${next('np.disabled_kinds')}, updated_at = now()
             WHERE np.disabled_kinds IS DISTINCT FROM ${next('np.disabled_kinds')}
           RETURNING disabled_kinds`,
          [memberId, off, on],
        );
      });
    } else if (on.length > 0) {
      // Turning kinds on never needs a row: without one, every kind is on already.
      written = await this.dataSource.query(
        `UPDATE social.notification_preferences np
            SET disabled_kinds = ${next('np.disabled_kinds')}, updated_at = now()
          WHERE np.member_id = $1 AND np.disabled_kinds && $3::text[]
          RETURNING disabled_kinds`,
        [memberId, off, on],
      );
      written = Array.isArray(written[0]) ? (written[0] as unknown as typeof written) : written;
    }
    return written[0] ? toPreferences(written[0].disabled_kinds) : this.preferences(memberId);
  }

  /** After a commit: each member's streams get their new unread count. */
  async announceUnread(
    memberIds: Iterable<string>,
    db: Pick<EntityManager, 'query'> = this.dataSource,
  ): Promise<void> {
    for (const memberId of new Set(memberIds)) {
      const { count } = await this.unreadCount(memberId, db);
      this.announce(memberId, count);
    }
  }

  private announce(memberId: string, count: number): void {
    this.live.publish({ type: 'notifications-unread', userId: memberId, count });
  }
}

function toPreferences(disabled: readonly string[]): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, !disabled.includes(k)]),
  ) as NotificationPreferences;
}

function toItem(row: NotificationRow): NotificationItem {
  const actors: NotificationActor[] = row.actors.map((a) => ({
    id: a.id,
    username: a.username,
    displayName: a.display_name,
    profileImageUrl: a.profile_image_url,
  }));
  return {
    id: row.id,
    kind: row.kind,
    unread: row.unread,
    updatedAt: row.updated_key,
    actors,
    actorsCount: row.actors_count,
    post: row.post_id ? { id: row.post_id, excerpt: row.post_excerpt ?? '' } : null,
  };
}
