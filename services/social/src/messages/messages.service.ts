import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  MESSAGE_TEXTS,
  type ConversationAccepted,
  type ConversationMember,
  type ConversationReadState,
  type ConversationSummary,
  type ConversationsPage,
  type DirectMessage,
  type IdentityClaims,
  type MessageSettings,
  type MessagesFrom,
  type MessagesPage,
} from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { SocialEnv } from '../config/social-env';
import {
  USER_NOT_FOUND,
  decodePeopleCursor,
  encodePeopleCursor,
  parseUserRef,
  userRefCondition,
} from '../follows/people';
import { LiveBus } from '../live/live-bus';
import { PostMediaStore } from '../media/post-media.store';
import { MessageEvents } from './message-events';

export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;

/** A keyset position `(time, id) < cursor`; `column` is the time column, `idColumn` its id. */
function before(column: string, idColumn: string, micros: number, id: number): string {
  return `(${column}, ${idColumn}) < (to_timestamp(0) + $${micros}::bigint * interval '1 microsecond', $${id}::uuid)`;
}

const MICROS = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

interface ConversationRow {
  id: string;
  accepted: boolean;
  started_by: string;
  my_read: Date | null;
  their_read: Date | null;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  text: string;
  image_url: string | null;
  created_at: Date;
}

function requestState(viewerId: string, row: { accepted: boolean; started_by: string } | undefined) {
  if (!row || row.accepted) return 'none' as const;
  return row.started_by === viewerId ? ('outgoing' as const) : ('incoming' as const);
}

function toMessage(viewerId: string, row: MessageRow, theirRead: Date | null): DirectMessage {
  const isOwn = row.sender_id === viewerId;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    text: row.text,
    imageUrl: row.image_url,
    createdAt: row.created_at.toISOString(),
    isOwn,
    seen: isOwn && theirRead !== null && theirRead.getTime() >= row.created_at.getTime(),
  };
}

/** The viewer's side of a conversation row (`c`), selected as my_read / their_read; `$1` is the viewer. */
const SIDES = `CASE WHEN c.member_a = $1 THEN c.a_read_at ELSE c.b_read_at END AS my_read,
               CASE WHEN c.member_a = $1 THEN c.b_read_at ELSE c.a_read_at END AS their_read`;

/**
 * One-to-one messages. A conversation exists only between its two members and is only ever looked up by the pair
 * (the viewer and the member the path names), so no one else can reach it. Sending locks both author rows in id
 * order: two first messages of one pair create one conversation, and a member's messages are counted for the rate
 * limit without a race.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly live: LiveBus,
    private readonly env: SocialEnv,
    private readonly events: MessageEvents,
    private readonly media: PostMediaStore,
  ) {}

  async list(viewer: IdentityClaims, cursor?: string, filter?: 'requests'): Promise<ConversationsPage> {
    const limit = CONVERSATIONS_PAGE_SIZE;
    const params: unknown[] = [viewer.sub, limit + 1];
    let after = '';
    if (cursor) {
      const position = decodePeopleCursor(cursor);
      params.push(position.micros, position.id);
      after = `AND ${before('last_message_at', 'id', 3, 4)}`;
    }
    const only = filter === 'requests' ? `AND NOT accepted AND started_by <> $1` : '';
    // One branch per side, each walking its own (member, last_message_at, id) index.
    const side = (column: string) =>
      `(SELECT * FROM social.conversations WHERE ${column} = $1 ${after} ${only}
         ORDER BY last_message_at DESC, id DESC LIMIT $2)`;
    const rows: (ConversationRow & {
      last_message_at: Date;
      micros: string;
      member_id: string;
      username: string;
      display_name: string | null;
      profile_image_url: string | null;
      message_id: string | null;
      sender_id: string;
      text: string;
      image_url: string | null;
      message_created_at: Date;
    })[] = await this.dataSource.query(
      `SELECT c.id, c.accepted, c.started_by, c.last_message_at, ${MICROS('c.last_message_at')} AS micros, ${SIDES},
              a.id AS member_id, a.username, a.display_name, a.profile_image_url,
              m.id AS message_id, m.sender_id, m.text, m.image_url, m.created_at AS message_created_at
         FROM (${side('member_a')} UNION ALL ${side('member_b')}) c
         JOIN social.authors a ON a.id = CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END
         LEFT JOIN social.messages m ON m.id = c.last_message_id
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT $2`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      conversations: page.map((row): ConversationSummary => ({
        id: row.id,
        member: {
          id: row.member_id,
          username: row.username,
          displayName: row.display_name,
          profileImageUrl: row.profile_image_url,
        },
        lastMessage: row.message_id
          ? toMessage(
              viewer.sub,
              {
                id: row.message_id,
                conversation_id: row.id,
                sender_id: row.sender_id,
                text: row.text,
                image_url: row.image_url,
                created_at: row.message_created_at,
              },
              row.their_read,
            )
          : null,
        lastMessageAt: row.last_message_at.toISOString(),
        unread:
          row.message_id !== null &&
          row.sender_id !== viewer.sub &&
          (row.my_read === null || row.my_read.getTime() < row.message_created_at.getTime()),
        request: requestState(viewer.sub, row),
      })),
      nextCursor:
        rows.length > limit && last ? encodePeopleCursor({ micros: last.micros, id: last.id }) : null,
    };
  }

  async messages(viewer: IdentityClaims, username: string, cursor?: string): Promise<MessagesPage> {
    const position = cursor ? decodePeopleCursor(cursor) : null;
    const member = await this.member(this.dataSource.manager, viewer, username);
    const [state]: (ConversationRow & { blocked: boolean })[] = await this.dataSource.query(
      `SELECT c.id, c.accepted, c.started_by, ${SIDES},
              EXISTS (SELECT 1 FROM social.blocks b
                       WHERE (b.blocker_id = $1 AND b.blocked_id = $2) OR (b.blocker_id = $2 AND b.blocked_id = $1))
                AS blocked
         FROM (SELECT 1) one
         LEFT JOIN social.conversations c ON c.member_a = least($1::uuid, $2::uuid)
                                         AND c.member_b = greatest($1::uuid, $2::uuid)`,
      [viewer.sub, member.id],
    );
    const conversation = state.id ? state : undefined;
    let messages: (MessageRow & { micros: string })[] = [];
    if (conversation) {
      const params: unknown[] = [conversation.id, MESSAGES_PAGE_SIZE + 1];
      let after = '';
      if (position) {
        params.push(position.micros, position.id);
        after = `AND ${before('m.created_at', 'm.id', 3, 4)}`;
      }
      messages = await this.dataSource.query(
        `SELECT m.id, m.conversation_id, m.sender_id, m.text, m.image_url, m.created_at,
                ${MICROS('m.created_at')} AS micros
           FROM social.messages m
          WHERE m.conversation_id = $1 ${after}
          ORDER BY m.created_at DESC, m.id DESC
          LIMIT $2`,
        params,
      );
    }
    const page = messages.slice(0, MESSAGES_PAGE_SIZE);
    const last = page[page.length - 1];
    return {
      member,
      conversationId: conversation?.id ?? null,
      request: requestState(viewer.sub, conversation),
      isBlocked: state.blocked,
      messages: page.map((row) => toMessage(viewer.sub, row, conversation?.their_read ?? null)),
      nextCursor:
        messages.length > MESSAGES_PAGE_SIZE && last
          ? encodePeopleCursor({ micros: last.micros, id: last.id })
          : null,
    };
  }

  async send(
    sender: IdentityClaims,
    username: string,
    body: { text?: string; imageUrl?: string },
  ): Promise<DirectMessage> {
    const text = body.text ?? '';
    const fileName = body.imageUrl === undefined ? null : this.media.fileNameOf(body.imageUrl);
    if (body.imageUrl !== undefined && fileName === null) throw new BadRequestException(MESSAGE_TEXTS.image);
    const { message, recipientId } = await this.dataSource.transaction(async (manager) => {
      await this.authors.ensureAuthor(manager, sender.sub, sender.username || `~${sender.sub}`);
      const recipient = await this.member(manager, sender, username);
      const locked: unknown[] = await manager.query(
        `SELECT id FROM social.authors WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
        [[sender.sub, recipient.id]],
      );
      if (locked.length < 2) throw new NotFoundException(USER_NOT_FOUND);
      const [rules]: {
        blocked: boolean;
        messages_from: MessagesFrom;
        followed: boolean;
        recent: number;
        conversation_id: string | null;
        accepted: boolean | null;
        started_by: string | null;
      }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM social.blocks b
                         WHERE (b.blocker_id = $1 AND b.blocked_id = $2) OR (b.blocker_id = $2 AND b.blocked_id = $1))
                  AS blocked,
                coalesce((SELECT s.messages_from FROM social.message_settings s WHERE s.member_id = $2), 'everyone')
                  AS messages_from,
                EXISTS (SELECT 1 FROM social.follows f WHERE f.follower_id = $2 AND f.following_id = $1) AS followed,
                (SELECT count(*)::int FROM social.messages m
                  WHERE m.sender_id = $1 AND m.created_at > now() - interval '1 minute') AS recent,
                c.id AS conversation_id, c.accepted, c.started_by
           FROM (SELECT 1) one
           LEFT JOIN social.conversations c ON c.member_a = least($1::uuid, $2::uuid)
                                           AND c.member_b = greatest($1::uuid, $2::uuid)`,
        [sender.sub, recipient.id],
      );
      if (rules.blocked) throw new ForbiddenException(MESSAGE_TEXTS.blocked);
      if (rules.messages_from === 'following' && !rules.followed)
        throw new ForbiddenException(MESSAGE_TEXTS.followingOnly);
      if (rules.recent >= this.env.MESSAGES_PER_MINUTE)
        throw new HttpException({ message: MESSAGE_TEXTS.tooMany }, HttpStatus.TOO_MANY_REQUESTS);
      let conversationId = rules.conversation_id;
      if (!conversationId) {
        // A first message from someone the recipient does not follow waits as a request.
        const [created]: { id: string }[] = await manager.query(
          `INSERT INTO social.conversations (member_a, member_b, started_by, accepted)
           VALUES (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $3) RETURNING id`,
          [sender.sub, recipient.id, rules.followed],
        );
        conversationId = created.id;
      }
      const [row]: MessageRow[] = await manager.query(
        `INSERT INTO social.messages (conversation_id, sender_id, text, image_url) VALUES ($1, $2, $3, $4)
         RETURNING id, conversation_id, sender_id, text, image_url, created_at`,
        [conversationId, sender.sub, text, fileName === null ? null : body.imageUrl],
      );
      // The photo must be the sender's own upload that nothing uses yet; it is then this message's.
      if (fileName !== null) {
        const claimed: unknown[] = await manager.query(
          `WITH claimed AS (
             UPDATE social.media_uploads SET message_id = $3
              WHERE file_name = $1 AND user_id = $2 AND kind = 'image'
                AND post_id IS NULL AND pet_id IS NULL AND message_id IS NULL
              RETURNING 1)
           SELECT 1 FROM claimed`,
          [fileName, sender.sub, row.id],
        );
        if (claimed.length === 0) throw new BadRequestException(MESSAGE_TEXTS.image);
      }
      // Answering a request accepts it; the sender has read everything up to their own message.
      await manager.query(
        `UPDATE social.conversations
            SET last_message_at = $2, last_message_id = $3,
                accepted = accepted OR started_by <> $4,
                a_read_at = CASE WHEN member_a = $4 THEN $2 ELSE a_read_at END,
                b_read_at = CASE WHEN member_b = $4 THEN $2 ELSE b_read_at END
          WHERE id = $1`,
        [conversationId, row.created_at, row.id, sender.sub],
      );
      await this.events.messageSent(manager, {
        conversationId,
        senderId: sender.sub,
        recipientId: recipient.id,
        messageId: row.id,
      });
      return { message: row, recipientId: recipient.id };
    });
    const sent = toMessage(sender.sub, message, null);
    // Committed: the recipient's open pages show it at once.
    this.live.publish({
      type: 'message',
      toUserId: recipientId,
      fromUsername: sender.username,
      message: { ...sent, isOwn: false },
    });
    return sent;
  }

  async read(viewer: IdentityClaims, username: string): Promise<ConversationReadState> {
    const member = await this.member(this.dataSource.manager, viewer, username);
    // Read up to the last message (not "now"): one arriving meanwhile stays unread.
    const [row]: { id: string; read_at: Date | null; changed: boolean }[] = await this.dataSource.query(
      `WITH c AS (
           SELECT id, member_a, last_message_at,
                  CASE WHEN member_a = $1 THEN a_read_at ELSE b_read_at END AS my_read
             FROM social.conversations
            WHERE member_a = least($1::uuid, $2::uuid) AND member_b = greatest($1::uuid, $2::uuid)
            FOR NO KEY UPDATE),
         u AS (
           UPDATE social.conversations t
              SET a_read_at = CASE WHEN c.member_a = $1 THEN c.last_message_at ELSE t.a_read_at END,
                  b_read_at = CASE WHEN c.member_a = $1 THEN t.b_read_at ELSE c.last_message_at END
             FROM c
            WHERE t.id = c.id AND (c.my_read IS NULL OR c.my_read < c.last_message_at)
            RETURNING t.id)
         SELECT c.id, c.last_message_at AS read_at, EXISTS (SELECT 1 FROM u) AS changed FROM c`,
      [viewer.sub, member.id],
    );
    if (!row) return { conversationId: null, readAt: null };
    const readAt = row.read_at ? row.read_at.toISOString() : null;
    if (row.changed && readAt)
      this.live.publish({
        type: 'message-seen',
        toUserId: member.id,
        conversationId: row.id,
        byUsername: viewer.username,
        seenAt: readAt,
      });
    return { conversationId: row.id, readAt };
  }

  async accept(viewer: IdentityClaims, username: string): Promise<ConversationAccepted> {
    const member = await this.member(this.dataSource.manager, viewer, username);
    const [row]: { id: string }[] = await this.dataSource.query(
      // Wrapped in a CTE: TypeORM answers a bare UPDATE with [rows, count], a SELECT with the rows.
      `WITH done AS (
         UPDATE social.conversations SET accepted = true
          WHERE member_a = least($1::uuid, $2::uuid) AND member_b = greatest($1::uuid, $2::uuid)
            AND (accepted OR started_by = $2)
          RETURNING id)
       SELECT id FROM done`,
      [viewer.sub, member.id],
    );
    if (!row) throw new NotFoundException(MESSAGE_TEXTS.noRequest);
    return { conversationId: row.id, request: 'none' };
  }

  /** Declining a request deletes it (and its messages); the sender may write again later, as a new request. */
  async decline(viewer: IdentityClaims, username: string): Promise<ConversationReadState> {
    const member = await this.member(this.dataSource.manager, viewer, username);
    const [row]: { id: string }[] = await this.dataSource.query(
      `WITH gone AS (
         DELETE FROM social.conversations
          WHERE member_a = least($1::uuid, $2::uuid) AND member_b = greatest($1::uuid, $2::uuid)
            AND NOT accepted AND started_by = $2
          RETURNING id)
       SELECT id FROM gone`,
      [viewer.sub, member.id],
    );
    if (!row) throw new NotFoundException(MESSAGE_TEXTS.noRequest);
    return { conversationId: null, readAt: null };
  }

  async settings(viewer: IdentityClaims): Promise<MessageSettings> {
    const [row]: { messages_from: MessagesFrom }[] = await this.dataSource.query(
      `SELECT messages_from FROM social.message_settings WHERE member_id = $1`,
      [viewer.sub],
    );
    return { messagesFrom: row?.messages_from ?? 'everyone' };
  }

  async updateSettings(viewer: IdentityClaims, messagesFrom: MessagesFrom): Promise<MessageSettings> {
    return this.dataSource.transaction(async (manager) => {
      await this.authors.ensureAuthor(manager, viewer.sub, viewer.username || `~${viewer.sub}`);
      await manager.query(
        `INSERT INTO social.message_settings (member_id, messages_from) VALUES ($1, $2)
         ON CONFLICT (member_id) DO UPDATE SET messages_from = EXCLUDED.messages_from`,
        [viewer.sub, messagesFrom],
      );
      return { messagesFrom };
    });
  }

  /** The member the path names (404 when nobody, 400 for oneself), as the conversation shows them. */
  private async member(
    manager: Pick<EntityManager, 'query'>,
    viewer: IdentityClaims,
    username: string,
  ): Promise<ConversationMember> {
    const ref = parseUserRef(username);
    if (!ref) throw new NotFoundException(USER_NOT_FOUND);
    const where = userRefCondition(ref, 'a', 1);
    const [row]: ConversationMember[] = await manager.query(
      `SELECT a.id, a.username, a.display_name AS "displayName", a.profile_image_url AS "profileImageUrl"
         FROM social.authors a WHERE ${where.sql}`,
      [where.value],
    );
    if (!row) throw new NotFoundException(USER_NOT_FOUND);
    if (row.id === viewer.sub) throw new BadRequestException(MESSAGE_TEXTS.yourself);
    return row;
  }
}
