import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { IdentityClaims, LikeState } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import { postIdPipe } from '../posts/post-id.pipe';
import { LikeBody } from './like-body.dto';
import { LikesService } from './likes.service';

/** Both spellings of the spec's like calls: `/api/likes` with a body, and `/api/posts/{id}/like|unlike`. */
@Controller('api')
@UseGuards(IdentityGuard)
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @Post('likes')
  @HttpCode(200)
  @ApiContract('LikeState', { summary: 'Like a post (id in the body)', errors: [404], body: LikeBody })
  likeByBody(@Body() body: LikeBody, @CurrentIdentity() actor: IdentityClaims): Promise<LikeState> {
    return this.likes.like(actor, body.postId);
  }

  @Delete('likes/:postId')
  @ApiContract('LikeState', { summary: 'Unlike a post' })
  unlikeByPath(
    @Param('postId', postIdPipe) postId: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<LikeState> {
    return this.likes.unlike(actor, postId);
  }

  @Post('posts/:id/like')
  @HttpCode(200)
  @ApiContract('LikeState', { summary: 'Like a post' })
  like(
    @Param('id', postIdPipe) postId: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<LikeState> {
    return this.likes.like(actor, postId);
  }

  @Delete('posts/:id/unlike')
  @ApiContract('LikeState', { summary: 'Unlike a post (spec path)' })
  unlike(
    @Param('id', postIdPipe) postId: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<LikeState> {
    return this.likes.unlike(actor, postId);
  }
}
