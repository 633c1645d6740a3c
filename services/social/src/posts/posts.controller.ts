import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  UseGuards,
} from '@nestjs/common';
import type { FeedPost, IdentityClaims } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard } from '@petcora/nest-common';
import { CreatePostBody } from './create-post.dto';
import { POST_INVALID_ID } from './post-messages';
import { PostsService } from './posts.service';

const postIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(POST_INVALID_ID) });

@Controller('api/posts')
@UseGuards(IdentityGuard)
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Post()
  create(@Body() body: CreatePostBody, @CurrentIdentity() author: IdentityClaims): Promise<FeedPost> {
    return this.posts.create(author, body);
  }

  @Delete(':id')
  @HttpCode(200)
  async delete(
    @Param('id', postIdPipe) id: string,
    @CurrentIdentity() requester: IdentityClaims,
  ): Promise<{ message: string }> {
    await this.posts.delete(requester, id);
    return { message: 'Post deleted' };
  }
}
