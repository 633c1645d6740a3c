import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { FeedPage, IdentityClaims } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { FeedPageQuery, FeedQuery } from './feed-query.dto';
import { FeedRepository, type FeedFilter } from './feed.repository';

/**
 * The feeds. Every list answers `{ posts, hasMore, nextCursor }` and pages by `?page&limit` or `?cursor&limit`.
 * FeedModule is imported before PostsModule, so `posts/trending` and the other names here are routed before
 * `posts/:id` could read them as an id.
 */
@Controller('api')
export class FeedController {
  constructor(private readonly feed: FeedRepository) {}

  /** The signed-in feed: `chronological` is newest first, `timeline` ranked for the viewer (ADR 0020). */
  @Get('posts')
  @UseGuards(IdentityGuard)
  @ApiContract('FeedPage', { summary: 'Your feed (chronological or timeline)' })
  list(@Query() query: FeedQuery, @CurrentIdentity() viewer: IdentityClaims): Promise<FeedPage> {
    const filter: FeedFilter = query.algorithm === 'timeline' ? { kind: 'timeline' } : { kind: 'all' };
    return this.read(filter, query, viewer.sub);
  }

  @Get('posts/trending')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: 'Trending posts' })
  trending(
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.read({ kind: 'trending' }, query, viewer?.sub ?? null);
  }

  /** Visitors have no follows or likes to go by: they get trending. */
  @Get('posts/recommended')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: 'Recommended posts' })
  recommended(
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.read({ kind: viewer ? 'recommended' : 'trending' }, query, viewer?.sub ?? null);
  }

  @Get('posts/following')
  @UseGuards(IdentityGuard)
  @ApiContract('FeedPage', { summary: 'Posts of the people you follow' })
  following(@Query() query: FeedPageQuery, @CurrentIdentity() viewer: IdentityClaims): Promise<FeedPage> {
    return this.read({ kind: 'following' }, query, viewer.sub);
  }

  @Get('posts/photos')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: 'Posts with photos' })
  photos(@Query() query: FeedPageQuery, @CurrentIdentity() viewer: IdentityClaims | null): Promise<FeedPage> {
    return this.read({ kind: 'photos' }, query, viewer?.sub ?? null);
  }

  @Get('posts/threads')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: 'Threads' })
  threads(
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.read({ kind: 'threads' }, query, viewer?.sub ?? null);
  }

  private read(filter: FeedFilter, query: FeedPageQuery, viewerId: string | null): Promise<FeedPage> {
    return this.feed.page({ filter, viewerId, page: query.page, limit: query.limit, cursor: query.cursor });
  }
}
