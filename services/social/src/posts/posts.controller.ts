import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { FeedPage, FeedPost, IdentityClaims, MessageResponse } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { FeedPageQuery } from '../feed/feed-query.dto';
import { FeedRepository } from '../feed/feed.repository';
import { POST_NOT_FOUND, THREAD_MISSING } from './post-messages';
import { type StoredMedia, UploadedMediaList } from '@petcora/uploads';
import { CountUploadedImages, PostImagesUpload } from '../media/post-media.interceptors';
import { UploadAdmission } from '../media/upload-admission.interceptor';
import { CreatePostBody } from './create-post.dto';
import { postIdPipe } from './post-id.pipe';
import { PostsService } from './posts.service';

/**
 * Posts, replies and threads. `posts/:id` routes come after the feed controller's `posts/<name>` lists (FeedModule is
 * imported first), so a list name is never read as an id.
 */
@Controller('api')
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly feed: FeedRepository,
  ) {}

  /** One post (the target of 'Copy link'); public like the feeds of profiles. */
  @Get('posts/:id')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPost', { summary: 'One post' })
  async one(
    @Param('id', postIdPipe) id: string,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPost> {
    const post = await this.feed.findOne(id, viewer?.sub ?? null);
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }

  /** A post's replies, oldest first. */
  @Get('posts/:id/replies')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: "A post's replies" })
  replies(
    @Param('id', postIdPipe) id: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.feed.page({
      filter: { kind: 'replies', postId: id },
      viewerId: viewer?.sub ?? null,
      ...query,
    });
  }

  /** A whole thread in order: its first post, then its entries. */
  @Get('threads/:id/posts')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: 'A whole thread' })
  async thread(
    @Param('id', postIdPipe) id: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    const page = await this.feed.page({
      filter: { kind: 'thread', threadId: id },
      viewerId: viewer?.sub ?? null,
      ...query,
    });
    const first = page.posts[0];
    // Only the first page starts with the thread's own post (a cursor continues after it).
    if (query.page === 1 && query.cursor === undefined && !(first?.id === id && first.isThread))
      throw new NotFoundException(THREAD_MISSING);
    return page;
  }

  /** JSON, or the composer's multipart form with up to four `images`. */
  @Post('posts')
  @UseGuards(IdentityGuard)
  @UseInterceptors(UploadAdmission, PostImagesUpload, CountUploadedImages)
  @ApiContract('FeedPost', {
    summary: 'Publish a post',
    errors: [404],
    body: CreatePostBody,
    uploads: ['images'],
  })
  create(
    @Body() body: CreatePostBody,
    @CurrentIdentity() author: IdentityClaims,
    @UploadedMediaList('images') images: StoredMedia[],
  ): Promise<FeedPost> {
    return this.posts.create(author, body, images);
  }

  /** The spec's reply call: the path names the post replied to. */
  @Post('posts/:id/replies')
  @UseGuards(IdentityGuard)
  @UseInterceptors(UploadAdmission, PostImagesUpload, CountUploadedImages)
  @ApiContract('FeedPost', { summary: 'Reply to a post', body: CreatePostBody, uploads: ['images'] })
  reply(
    @Param('id', postIdPipe) replyToPostId: string,
    @Body() body: CreatePostBody,
    @CurrentIdentity() author: IdentityClaims,
    @UploadedMediaList('images') images: StoredMedia[],
  ): Promise<FeedPost> {
    return this.posts.create(author, { ...body, replyToPostId, threadId: undefined }, images);
  }

  /** The spec's call for a post inside a thread. */
  @Post('threads/:id/posts')
  @UseGuards(IdentityGuard)
  @UseInterceptors(UploadAdmission, PostImagesUpload, CountUploadedImages)
  @ApiContract('FeedPost', { summary: 'Add a post to a thread', body: CreatePostBody, uploads: ['images'] })
  addToThread(
    @Param('id', postIdPipe) threadId: string,
    @Body() body: CreatePostBody,
    @CurrentIdentity() author: IdentityClaims,
    @UploadedMediaList('images') images: StoredMedia[],
  ): Promise<FeedPost> {
    return this.posts.create(author, { ...body, threadId, replyToPostId: undefined }, images);
  }

  @Delete('posts/:id')
  @UseGuards(IdentityGuard)
  @HttpCode(200)
  @ApiContract('MessageResponse', { summary: 'Delete your post' })
  async delete(
    @Param('id', postIdPipe) id: string,
    @CurrentIdentity() requester: IdentityClaims,
  ): Promise<MessageResponse> {
    await this.posts.delete(requester, id);
    return { message: 'Post deleted' };
  }
}
