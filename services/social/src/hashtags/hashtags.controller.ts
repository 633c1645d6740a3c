import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import type { FeedPage, IdentityClaims, TrendingHashtags } from '@petcora/contracts';
import { CurrentIdentity, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { FeedPageQuery } from '../feed/feed-query.dto';
import { FeedRepository } from '../feed/feed.repository';
import { hashtagPipe } from './hashtag';
import { HashtagsRepository } from './hashtags.repository';
import { TrendingQuery } from './trending-query.dto';

/** Public reads: anyone may see trending tags and a tag's posts (members also get their like/bookmark flags). */
@Controller('api/hashtags')
export class HashtagsController {
  constructor(
    private readonly hashtags: HashtagsRepository,
    private readonly feed: FeedRepository,
  ) {}

  @Get('trending')
  @ApiContract('TrendingHashtags', { summary: 'Trending hashtags' })
  trending(@Query() query: TrendingQuery): Promise<TrendingHashtags> {
    return this.hashtags.trending(query.limit);
  }

  /** Top-level posts carrying the tag, newest first, paged by `page` or `cursor` like every feed list. */
  @Get(':tag/posts')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: "A hashtag's posts" })
  posts(
    @Param('tag', hashtagPipe) tag: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.feed.page({
      filter: { kind: 'hashtag', tag },
      viewerId: viewer?.sub ?? null,
      page: query.page,
      limit: query.limit,
      cursor: query.cursor,
    });
  }
}
