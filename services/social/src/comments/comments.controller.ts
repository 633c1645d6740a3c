import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { CommentPage, IdentityClaims, PostComment } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { FeedPageQuery } from '../feed/feed-query.dto';
import { postIdPipe } from '../posts/post-id.pipe';
import { CommentsService } from './comments.service';
import { CreateCommentBody } from './create-comment.dto';

@Controller('api')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Post('comments')
  @UseGuards(IdentityGuard)
  @ApiContract('PostComment', { summary: 'Comment on a post', errors: [404], body: CreateCommentBody })
  create(@Body() body: CreateCommentBody, @CurrentIdentity() actor: IdentityClaims): Promise<PostComment> {
    return this.comments.create(actor, body.postId, body.content);
  }

  /** A post's comments, oldest first, paginated like the feeds; public like the post itself. */
  @Get('posts/:id/comments')
  @ApiContract('CommentPage', { summary: "A post's comments" })
  @UseGuards(OptionalIdentityGuard)
  list(
    @Param('id', postIdPipe) postId: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<CommentPage> {
    return this.comments.list(postId, query.page, query.limit, viewer?.sub ?? null);
  }
}
