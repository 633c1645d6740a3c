import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type IdentityClaims, type ReportCreated, SAFETY_MESSAGES } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { SocialEnv } from '../config/social-env';
import { parseUserRef } from '../follows/people';
import { findMember } from './restrictions.service';
import type { CreateReportBody } from './report.dto';
import { UUID_PATTERN } from '@petcora/validation';

export const TOO_MANY_REPORTS = 'Too many reports. Please try again later.';
export const REPORT_TARGET_NOT_FOUND = {
  post: 'Post not found',
  comment: 'Comment not found',
  user: 'User not found',
  message: 'Message not found',
} as const;
export const INVALID_TARGET_ID = 'Invalid target id';

/**
 * Members' reports. One OPEN report per reporter and target (a partial unique index: of two identical reports sent at
 * once, one is stored and the other answered 409). A reporter's reports are counted per rolling hour under a lock on
 * their author row, so parallel reports cannot pass the limit together.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly env: SocialEnv,
  ) {}

  async create(reporter: IdentityClaims, body: CreateReportBody): Promise<ReportCreated> {
    return this.dataSource.transaction(async (manager) => {
      const targetId = await resolveTarget(manager, body.targetType, body.targetId, reporter.sub);
      await this.authors.ensureAuthor(manager, reporter.sub, reporter.username || `~${reporter.sub}`);
      const [{ recent }]: { recent: number }[] = await manager.query(
        `WITH me AS (SELECT id FROM social.authors WHERE id = $1 FOR NO KEY UPDATE)
         SELECT count(r.id)::int AS recent
           FROM me LEFT JOIN social.reports r
             ON r.reporter_id = me.id AND r.created_at > now() - interval '1 hour'`,
        [reporter.sub],
      );
      if (recent >= this.env.REPORTS_PER_HOUR)
        throw new HttpException({ message: TOO_MANY_REPORTS }, HttpStatus.TOO_MANY_REQUESTS);
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO social.reports (reporter_id, target_type, target_id, reason, note)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING
         RETURNING id`,
        [reporter.sub, body.targetType, targetId, body.reason, body.note ?? null],
      );
      if (!row) throw new ConflictException(SAFETY_MESSAGES.alreadyReported);
      return { id: row.id, message: SAFETY_MESSAGES.reportThanks };
    });
  }
}

/**
 * The id of what a report names: a post or a comment by id (a moderator-removed one is gone for reporters), a member
 * by id or username, a message by id for its two members only (to anyone else it does not exist). 400 for an id that
 * cannot be one, 404 for nothing.
 */
async function resolveTarget(
  manager: Pick<EntityManager, 'query'>,
  type: CreateReportBody['targetType'],
  targetId: string,
  reporterId: string,
): Promise<string> {
  if (type === 'user') {
    const ref = parseUserRef(targetId);
    if (!ref) throw new BadRequestException(INVALID_TARGET_ID);
    return (await findMember(manager, ref)).id;
  }
  if (!UUID_PATTERN.test(targetId)) throw new BadRequestException(INVALID_TARGET_ID);
  if (type === 'message') {
    const mine: unknown[] = await manager.query(
      `SELECT 1 FROM social.messages m JOIN social.conversations c ON c.id = m.conversation_id
        WHERE m.id = $1 AND $2::uuid IN (c.member_a, c.member_b)`,
      [targetId, reporterId],
    );
    if (mine.length === 0) throw new NotFoundException(REPORT_TARGET_NOT_FOUND.message);
    return targetId.toLowerCase();
  }
  const table = type === 'post' ? 'social.posts' : 'social.comments';
  const found: unknown[] = await manager.query(
    `SELECT 1 FROM ${table} WHERE id = $1 AND removed_at IS NULL`,
    [targetId],
  );
  if (found.length === 0) throw new NotFoundException(REPORT_TARGET_NOT_FOUND[type]);
  return targetId.toLowerCase();
}
