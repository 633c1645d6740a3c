import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FeedPost, IdentityClaims } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { FeedRepository } from '../feed/feed.repository';
import { LiveBus } from '../live/live-bus';
import type { StoredMedia } from '@petcora/uploads';
import { PostMediaStore } from '../media/post-media.store';
import { UploadBudget } from '../media/upload-budget';
import { SearchMatchCache } from '../search/search-match-cache';
import { notify } from '../notifications/notification-outbox';
import { ProductProjection } from '../products/product-projection.service';
import { lockPostForAction } from './act-on-post';
import type { CreatePostBody } from './create-post.dto';
import {
  MEDIA_NOT_YOURS,
  POST_EMPTY,
  POST_NOT_FOUND,
  POST_NOT_OWNER,
  REPLY_TARGET_MISSING,
  THREAD_CANNOT_NEST,
  THREAD_MISSING,
  THREAD_NOT_OWNER,
} from './post-messages';

/** Where a new post goes: top level, as a thread, under a post (reply) or inside a thread. */
export interface PostPlacement {
  isThread?: boolean;
  threadId?: string;
  replyToPostId?: string;
}

@Injectable()
export class PostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly feed: FeedRepository,
    private readonly media: PostMediaStore,
    private readonly live: LiveBus,
    private readonly searchMatches: SearchMatchCache,
    private readonly uploadBudget: UploadBudget,
    private readonly products: ProductProjection,
  ) {}

  async create(
    author: IdentityClaims,
    body: CreatePostBody,
    images: readonly StoredMedia[] = [],
  ): Promise<FeedPost> {
    if (body.isThread && (body.threadId || body.replyToPostId))
      throw new BadRequestException(THREAD_CANNOT_NEST);
    // The DTO saw the image count; this is the rule on what was really stored.
    if (!body.content && !body.imageUrl && !body.videoUrl && images.length === 0)
      throw new BadRequestException(POST_EMPTY);
    const firstImageUrl = body.imageUrl ?? (images[0] ? this.media.urlOf(images[0].fileName) : null);
    // The answer is read inside the transaction: a post is answered 201 exactly when it is stored (a read after the
    // commit could fail on its own, e.g. Postgres restarting, and a member retrying would post twice).
    const { post, createdAt } = await this.dataSource.transaction(async (manager) => {
      // The account event announcing this user may still be on its way: post anyway under the identity's name.
      await this.authors.ensureAuthor(manager, author.sub, author.username || `~${author.sub}`);
      await this.checkPlacement(manager, author, body);
      const productIds = body.productIds ?? [];
      const petIds = body.petIds ?? [];
      await this.products.checkTags(manager, author.sub, productIds, petIds);
      const [row]: { id: string; created_at: Date }[] = await manager.query(
        `INSERT INTO social.posts (user_id, content, location, image_url, video_url, is_thread, thread_id, reply_to_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at`,
        [
          author.sub,
          body.content,
          blankToNull(body.location),
          firstImageUrl,
          body.videoUrl ?? null,
          body.isThread === true,
          body.threadId ?? null,
          body.replyToPostId ?? null,
        ],
      );
      await this.attachMedia(manager, author, row.id, body, images);
      // The parent's author and any member named hear of it, through the outbox (folded off the request path).
      if (body.replyToPostId || body.content?.includes('@'))
        await notify(manager, { source: 'post', actorId: author.sub, targetId: row.id });
      await this.products.tag(manager, { id: row.id, createdAt: row.created_at }, productIds, petIds);
      if (body.replyToPostId) {
        // The parent's counter moves in the same transaction as the reply row.
        await manager.query(`UPDATE social.posts SET replies_count = replies_count + 1 WHERE id = $1`, [
          body.replyToPostId,
        ]);
      }
      const written = await this.feed.findOne(row.id, author.sub, manager);
      if (!written) throw new NotFoundException(POST_NOT_FOUND); // cannot happen: written by this transaction
      return { post: written, createdAt: row.created_at };
    });
    // Committed: the next search on this copy finds it (the cached match lists are dropped)…
    this.searchMatches.invalidate();
    // …and a post that lands in the feeds (not a reply) is announced to the other members' live streams.
    if (!body.replyToPostId)
      this.live.publish({
        type: 'post-created',
        postId: post.id,
        userId: author.sub,
        createdAt: createdAt.toISOString(),
      });
    return post;
  }

  /**
   * Uploaded images become the post's images (in order); a `/media/social/...` URL in a JSON post must be a file the
   * same member uploaded and no post uses yet, else 400 and nothing is written.
   */
  private async attachMedia(
    manager: EntityManager,
    author: IdentityClaims,
    postId: string,
    body: CreatePostBody,
    images: readonly StoredMedia[],
  ): Promise<void> {
    // Stored images count against the daily upload budget; a 429 here rolls the post back and removes the files.
    await this.uploadBudget.charge(
      manager,
      author.sub,
      images.map((image) => image.size),
    );
    for (const [position, image] of images.entries()) {
      await manager.query(
        `INSERT INTO social.media_uploads (user_id, file_name, kind, bytes, post_id, info, files)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [author.sub, image.fileName, image.kind, image.size, postId, this.media.infoOf(image), image.files],
      );
      await manager.query(
        `INSERT INTO social.post_images (post_id, url, position, alt) VALUES ($1, $2, $3, $4)`,
        [postId, this.media.urlOf(image.fileName), position, blankToNull(body.imageAlts?.[position])],
      );
    }
    // A JSON post's picture gets its description the same way (as image 0).
    const jsonImageAlt = images.length === 0 && body.imageUrl ? blankToNull(body.imageAlts?.[0]) : null;
    if (jsonImageAlt)
      await manager.query(
        `INSERT INTO social.post_images (post_id, url, position, alt) VALUES ($1, $2, 0, $3)`,
        [postId, body.imageUrl, jsonImageAlt],
      );
    for (const url of [body.imageUrl, body.videoUrl]) {
      const fileName = this.media.fileNameOf(url);
      if (!fileName) continue;
      const claimed: unknown[] = await manager.query(
        `WITH claimed AS (
           UPDATE social.media_uploads SET post_id = $3
            WHERE file_name = $1 AND user_id = $2 AND post_id IS NULL AND pet_id IS NULL AND message_id IS NULL
            RETURNING 1)
         SELECT 1 FROM claimed`,
        [fileName, author.sub, postId],
      );
      if (claimed.length === 0) throw new BadRequestException(MEDIA_NOT_YOURS);
    }
  }

  /**
   * A reply needs an existing post; a post inside a thread needs an existing thread (a post with isThread and no
   * threadId) of the same author. The parent rows are locked against a concurrent delete until the insert commits.
   */
  private async checkPlacement(
    manager: EntityManager,
    author: IdentityClaims,
    placement: PostPlacement,
  ): Promise<void> {
    if (placement.replyToPostId) {
      // A reply is refused like any action on a post its author and the member blocked (either way).
      await lockPostForAction(manager, author.sub, placement.replyToPostId, REPLY_TARGET_MISSING);
    }
    if (placement.threadId) {
      const [thread]: { user_id: string }[] = await manager.query(
        `SELECT user_id FROM social.posts WHERE id = $1 AND is_thread AND thread_id IS NULL FOR KEY SHARE`,
        [placement.threadId],
      );
      if (!thread) throw new NotFoundException(THREAD_MISSING);
      if (thread.user_id !== author.sub) throw new ForbiddenException(THREAD_NOT_OWNER);
    }
  }

  /** Owner only. Replies, thread entries, repets, likes, comments and bookmarks of the post go with it. */
  async delete(requester: IdentityClaims, postId: string): Promise<void> {
    const filesToRemove: string[] = [];
    await this.dataSource.transaction(async (manager) => {
      const [post]: {
        user_id: string;
        reply_to_id: string | null;
        is_repet: boolean;
        original_post_id: string | null;
      }[] = await manager.query(
        `SELECT user_id, reply_to_id, is_repet, original_post_id FROM social.posts WHERE id = $1 FOR UPDATE`,
        [postId],
      );
      if (!post) throw new NotFoundException(POST_NOT_FOUND);
      if (post.user_id !== requester.sub) throw new ForbiddenException(POST_NOT_OWNER);
      // The post's media and that of the posts that go with it (replies, thread entries, repets).
      const media: { file_name: string; files: string[]; info: unknown }[] = await manager.query(
        `WITH gone AS (
           DELETE FROM social.media_uploads WHERE post_id = $1 OR post_id IN (
             SELECT id FROM social.posts WHERE reply_to_id = $1 OR thread_id = $1 OR original_post_id = $1)
           RETURNING file_name, files, info)
         SELECT file_name, files, info FROM gone`,
        [postId],
      );
      // Every size of every image, a video's poster too.
      filesToRemove.push(...this.media.filesOf(media));
      await manager.query(`DELETE FROM social.posts WHERE id = $1`, [postId]);
      // Counters on the parent move in the same transaction as the row they count.
      if (post.reply_to_id) {
        await manager.query(
          `UPDATE social.posts SET replies_count = greatest(replies_count - 1, 0) WHERE id = $1`,
          [post.reply_to_id],
        );
      }
      if (post.is_repet && post.original_post_id) {
        await manager.query(
          `UPDATE social.posts SET repets_count = greatest(repets_count - 1, 0) WHERE id = $1`,
          [post.original_post_id],
        );
      }
    });
    // Committed: the next search on this copy no longer lists it.
    this.searchMatches.invalidate();
    // Files go once the rows are gone for good (a failed delete keeps both).
    await this.media.remove(filesToRemove);
  }
}

function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}
