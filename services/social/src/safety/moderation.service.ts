import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  IdentityClaims,
  ModerationActionKind,
  ModerationActionRecord,
  ModerationReportGroup,
  ModerationReportsPage,
  PostComment,
  ReportEntry,
  ReportReason,
  ReportTargetType,
  ReportedMessage,
} from '@petcora/contracts';
import { toPostComment, type CommentRow } from '../comments/comment.mapper';
import { FeedRepository } from '../feed/feed.repository';
import { SearchMatchCache } from '../search/search-match-cache';
import { decodeModerationCursor, encodeModerationCursor } from './moderation-cursor';
import type { ModerationSort, ReportStatus } from './moderation-query.dto';
import type { ModerationActionBody } from './report.dto';
import { SuspensionPublisher } from './suspension.publisher';
import { UUID_PATTERN } from '@petcora/validation';

export const REPORT_NOT_FOUND = 'Report not found';
export const ONLY_CONTENT_REMOVABLE = 'Only a post or a comment can be removed or restored';
export const CANNOT_SUSPEND_YOURSELF = "You can't suspend yourself";
const TARGET_GONE = {
  post: 'Post not found',
  comment: 'Comment not found',
  user: 'User not found',
  message: 'Message not found',
} as const;

interface GroupRow {
  target_type: ReportTargetType;
  target_id: string;
  status: ModerationReportGroup['status'];
  reports_count: number;
  latest: Date;
  latest_micros: string;
  newest_id: string;
  reports: {
    id: string;
    reason: ReportReason;
    note: string | null;
    reporterId: string;
    reporterUsername: string;
    createdAt: string;
  }[];
  actions: {
    id: string;
    action: ModerationActionKind;
    note: string | null;
    moderatorId: string;
    moderatorUsername: string;
    createdAt: string;
  }[];
}

/** What a moderator action changes about the reports of its target. */
const REPORT_STATUS_AFTER: Partial<Record<ModerationActionKind, ReportStatus>> = {
  dismiss: 'dismissed',
  remove: 'actioned',
  suspend: 'actioned',
};

/**
 * The moderation queue (ADR 0061): open reports grouped by target, newest or most reported first, keyset paged. A page
 * costs four statements whatever its size: the groups (with their reports and the actions taken, aggregated in SQL),
 * then the reported posts (FeedRepository.findMany, as members see them, removed ones included), comments and
 * members, each in one statement. Every action is recorded with who, what, when and the note.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feed: FeedRepository,
    private readonly searchMatches: SearchMatchCache,
    private readonly suspensions: SuspensionPublisher,
  ) {}

  async list(
    moderator: IdentityClaims,
    request: { sort: ModerationSort; status: ReportStatus; limit: number; cursor?: string },
  ): Promise<ModerationReportsPage> {
    const { sort, status, limit } = request;
    const cursor = request.cursor === undefined ? null : decodeModerationCursor(request.cursor, sort);
    const params: unknown[] = [status, limit + 1];
    let after = '';
    if (cursor && sort === 'newest') {
      params.push(cursor.t, cursor.i);
      after = `WHERE (g.latest_micros, g.newest_id) < ($3::bigint, $4::uuid)`;
    } else if (cursor) {
      params.push(cursor.n, cursor.t, cursor.i);
      after = `WHERE (g.reports_count, g.latest_micros, g.newest_id) < ($3::int, $4::bigint, $5::uuid)`;
    }
    const order =
      sort === 'newest'
        ? 'g.latest_micros DESC, g.newest_id DESC'
        : 'g.reports_count DESC, g.latest_micros DESC, g.newest_id DESC';
    const rows: GroupRow[] = await this.dataSource.query(
      `WITH groups AS (${groupsSql('r.status = $1')})
       SELECT g.*, ${groupDetailsSql('$1')} FROM groups g ${after} ORDER BY ${order} LIMIT $2`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      reports: await this.withTargets(moderator, page),
      nextCursor:
        rows.length > limit && last
          ? encodeModerationCursor({
              s: sort,
              n: last.reports_count,
              t: last.latest_micros,
              i: last.newest_id,
            })
          : null,
    };
  }

  /** Applies an action to the target of report `reportId` and answers that target's group (all its reports). */
  async act(
    moderator: IdentityClaims,
    reportId: string,
    body: ModerationActionBody,
  ): Promise<ModerationReportGroup> {
    if (!UUID_PATTERN.test(reportId)) throw new NotFoundException(REPORT_NOT_FOUND);
    const target = await this.dataSource.transaction(async (manager) => {
      const [report]: { target_type: ReportTargetType; target_id: string }[] = await manager.query(
        `SELECT target_type, target_id FROM social.reports WHERE id = $1`,
        [reportId],
      );
      if (!report) throw new NotFoundException(REPORT_NOT_FOUND);
      const { target_type: type, target_id: id } = report;
      // Actions on one target queue up: the log, the reports' status and the target change in one order.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`moderation:${type}:${id}`]);
      const [action]: { id: string; created_at: Date }[] = await manager.query(
        `INSERT INTO social.moderation_actions (target_type, target_id, action, note, moderator_id, moderator_username)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
        [type, id, body.action, body.note ?? null, moderator.sub, moderator.username],
      );
      await this.apply(manager, moderator, type, id, body.action, action);
      const after = REPORT_STATUS_AFTER[body.action];
      if (after)
        await manager.query(
          `UPDATE social.reports SET status = $3, resolved_at = now()
            WHERE target_type = $1 AND target_id = $2 AND status = 'open'`,
          [type, id, after],
        );
      return { type, id };
    });
    // Committed: search no longer lists (or again lists) what the action hid.
    this.searchMatches.invalidate();
    const rows: GroupRow[] = await this.dataSource.query(
      `WITH groups AS (${groupsSql('r.target_type = $1 AND r.target_id = $2')})
       SELECT g.*, ${groupDetailsSql(null)} FROM groups g`,
      [target.type, target.id],
    );
    const [group] = await this.withTargets(moderator, rows);
    return group;
  }

  private async apply(
    manager: EntityManager,
    moderator: IdentityClaims,
    type: ReportTargetType,
    id: string,
    action: ModerationActionKind,
    record: { id: string; created_at: Date },
  ): Promise<void> {
    switch (action) {
      case 'dismiss':
        return;
      case 'remove':
      case 'restore': {
        if (type === 'user' || type === 'message') throw new BadRequestException(ONLY_CONTENT_REMOVABLE);
        const removing = action === 'remove';
        const change = removing ? 'now()' : 'NULL';
        const when = removing ? 'removed_at IS NULL' : 'removed_at IS NOT NULL';
        if (type === 'post') {
          const found: unknown[] = await manager.query(
            `SELECT 1 FROM social.posts WHERE id = $1 FOR UPDATE`,
            [id],
          );
          if (found.length === 0) throw new NotFoundException(TARGET_GONE.post);
          // A removed reply no longer counts on the post it answers; restored, it counts again (exactly once).
          await manager.query(
            `WITH changed AS (
               UPDATE social.posts SET removed_at = ${change} WHERE id = $1 AND ${when} RETURNING reply_to_id)
             UPDATE social.posts SET replies_count = greatest(replies_count ${removing ? '-' : '+'} 1, 0)
              WHERE id = (SELECT reply_to_id FROM changed)`,
            [id],
          );
          return;
        }
        // A removed comment no longer counts on its post; restored, it counts again (moved with the row, exactly once).
        const [comment]: { post_id: string }[] = await manager.query(
          `SELECT post_id FROM social.comments WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!comment) throw new NotFoundException(TARGET_GONE.comment);
        await manager.query(
          `WITH changed AS (
             UPDATE social.comments SET removed_at = ${change} WHERE id = $1 AND ${when} RETURNING post_id)
           UPDATE social.posts SET comments_count = greatest(comments_count ${removing ? '-' : '+'} 1, 0)
            WHERE id = (SELECT post_id FROM changed)`,
          [id],
        );
        return;
      }
      case 'suspend':
      case 'unsuspend': {
        const memberId = await memberOf(manager, type, id);
        if (memberId === moderator.sub) throw new BadRequestException(CANNOT_SUSPEND_YOURSELF);
        const suspending = action === 'suspend';
        await manager.query(
          `UPDATE social.authors SET suspended_at = ${suspending ? 'coalesce(suspended_at, now())' : 'NULL'}
            WHERE id = $1`,
          [memberId],
        );
        // Inside the transaction: when the account service cannot be told, nothing changes here either.
        await this.suspensions.publish({
          userId: memberId,
          suspended: suspending,
          at: record.created_at.toISOString(),
          actionId: record.id,
        });
        return;
      }
    }
  }

  /** The groups with their targets as members see them: one statement each for posts, comments and members. */
  private async withTargets(moderator: IdentityClaims, rows: GroupRow[]): Promise<ModerationReportGroup[]> {
    const idsOf = (type: ReportTargetType) =>
      rows.filter((r) => r.target_type === type).map((r) => r.target_id);
    const [posts, comments, users, messages] = await Promise.all([
      this.feed.findMany(idsOf('post'), moderator.sub, true),
      this.comments(idsOf('comment')),
      this.users(idsOf('user')),
      this.messages(idsOf('message')),
    ]);
    const postsById = new Map(posts.map((post) => [post.id, post]));
    return rows.map((row) => {
      const post = row.target_type === 'post' ? (postsById.get(row.target_id) ?? null) : null;
      const comment = row.target_type === 'comment' ? (comments.get(row.target_id) ?? null) : null;
      const user = row.target_type === 'user' ? (users.get(row.target_id) ?? null) : null;
      return {
        id: row.newest_id,
        targetType: row.target_type,
        targetId: row.target_id,
        status: row.status,
        post,
        comment: comment?.comment ?? null,
        user,
        message: row.target_type === 'message' ? (messages.get(row.target_id) ?? null) : null,
        isRemoved: post?.isRemoved === true || comment?.removed === true,
        reportsCount: row.reports_count,
        reports: row.reports.map((r): ReportEntry => ({
          id: r.id,
          reason: r.reason,
          note: r.note,
          reporter: { id: r.reporterId, username: r.reporterUsername },
          createdAt: new Date(r.createdAt).toISOString(),
        })),
        actions: row.actions.map((a): ModerationActionRecord => ({
          id: a.id,
          action: a.action,
          note: a.note,
          moderator: { id: a.moderatorId, username: a.moderatorUsername },
          createdAt: new Date(a.createdAt).toISOString(),
        })),
        latestReportAt: row.latest.toISOString(),
      };
    });
  }

  private async comments(ids: string[]): Promise<Map<string, { comment: PostComment; removed: boolean }>> {
    if (ids.length === 0) return new Map();
    const rows: (CommentRow & { removed: boolean })[] = await this.dataSource.query(
      `SELECT c.id, c.user_id, c.post_id, c.content, c.created_at, c.removed_at IS NOT NULL AS removed,
              a.username, a.display_name, a.profile_image_url, a.profile_image_info
         FROM social.comments c JOIN social.authors a ON a.id = c.user_id
        WHERE c.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { comment: toPostComment(row), removed: row.removed }]));
  }

  /** Reported messages only: the moderation queue is the one place a moderator ever reads a message. */
  private async messages(ids: string[]): Promise<Map<string, ReportedMessage>> {
    if (ids.length === 0) return new Map();
    const rows: {
      id: string;
      text: string;
      image_url: string | null;
      created_at: Date;
      sender_id: string;
      username: string;
      display_name: string | null;
      profile_image_url: string | null;
    }[] = await this.dataSource.query(
      `SELECT m.id, m.text, m.image_url, m.created_at, m.sender_id, a.username, a.display_name, a.profile_image_url
         FROM social.messages m JOIN social.authors a ON a.id = m.sender_id
        WHERE m.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          text: row.text,
          imageUrl: row.image_url,
          createdAt: row.created_at.toISOString(),
          sender: {
            id: row.sender_id,
            username: row.username,
            displayName: row.display_name,
            profileImageUrl: row.profile_image_url,
          },
        },
      ]),
    );
  }

  private async users(ids: string[]): Promise<Map<string, NonNullable<ModerationReportGroup['user']>>> {
    if (ids.length === 0) return new Map();
    const rows: {
      id: string;
      username: string;
      display_name: string | null;
      profile_image_url: string | null;
      is_verified: boolean;
      is_suspended: boolean;
    }[] = await this.dataSource.query(
      `SELECT a.id, a.username, a.display_name, a.profile_image_url, a.is_verified,
              a.suspended_at IS NOT NULL AS is_suspended
         FROM social.authors a WHERE a.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          username: row.username,
          displayName: row.display_name,
          profileImageUrl: row.profile_image_url,
          isVerified: row.is_verified,
          isSuspended: row.is_suspended,
        },
      ]),
    );
  }
}

/** The member a report's target belongs to: the member reported, or the author of the post or comment. */
async function memberOf(manager: EntityManager, type: ReportTargetType, id: string): Promise<string> {
  const sql = {
    user: `SELECT id AS member_id FROM social.authors WHERE id = $1`,
    post: `SELECT user_id AS member_id FROM social.posts WHERE id = $1`,
    comment: `SELECT user_id AS member_id FROM social.comments WHERE id = $1`,
    message: `SELECT sender_id AS member_id FROM social.messages WHERE id = $1`,
  }[type];
  const [row]: { member_id: string }[] = await manager.query(sql, [id]);
  if (!row) throw new NotFoundException(TARGET_GONE[type]);
  return row.member_id;
}

/**
 * Reports grouped by target (reports_target_idx): the count, the latest time (also in exact microseconds, the
 * cursor's key), the newest report's id, and the group's status (open while any report is, else its newest's).
 */
function groupsSql(where: string): string {
  return `SELECT r.target_type, r.target_id, count(*)::int AS reports_count, max(r.created_at) AS latest,
                 (extract(epoch FROM max(r.created_at)) * 1000000)::bigint AS latest_micros,
                 (array_agg(r.id ORDER BY r.created_at DESC, r.id DESC))[1] AS newest_id,
                 CASE WHEN bool_or(r.status = 'open') THEN 'open'
                      ELSE (array_agg(r.status ORDER BY r.created_at DESC, r.id DESC))[1] END AS status
            FROM social.reports r
           WHERE ${where}
           GROUP BY r.target_type, r.target_id`;
}

/** A group's reports (of `statusParam`'s status, or all) with their reporters, and every action on its target. */
function groupDetailsSql(statusParam: string | null): string {
  const status = statusParam ? `AND r.status = ${statusParam}` : '';
  return `(SELECT coalesce(json_agg(json_build_object(
                     'id', r.id, 'reason', r.reason, 'note', r.note, 'reporterId', r.reporter_id,
                     'reporterUsername', ra.username, 'createdAt', r.created_at)
                   ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
             FROM social.reports r JOIN social.authors ra ON ra.id = r.reporter_id
            WHERE r.target_type = g.target_type AND r.target_id = g.target_id ${status}) AS reports,
          (SELECT coalesce(json_agg(json_build_object(
                     'id', m.id, 'action', m.action, 'note', m.note, 'moderatorId', m.moderator_id,
                     'moderatorUsername', m.moderator_username, 'createdAt', m.created_at)
                   ORDER BY m.created_at, m.id), '[]'::json)
             FROM social.moderation_actions m
            WHERE m.target_type = g.target_type AND m.target_id = g.target_id) AS actions`;
}
