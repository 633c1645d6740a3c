import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import type { FeedPage, IdentityClaims } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, OptionalIdentityGuard } from '@petcora/nest-common';
import { FeedPageQuery, FeedQuery } from './feed-query.dto';
import { FeedRepository, type FeedFilter } from './feed.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('api')
export class FeedController {
  constructor(private readonly feed: FeedRepository) {}

  /**
   * The signed-in feed. Both algorithms list all top-level posts newest first for now: "timeline" will rank
   * followed accounts first once following exists (a later issue); the response shape stays the same.
   */
  @Get('posts')
  @UseGuards(IdentityGuard)
  list(@Query() query: FeedQuery, @CurrentIdentity() viewer: IdentityClaims): Promise<FeedPage> {
    return this.feed.page({
      filter: { kind: 'all' },
      viewerId: viewer.sub,
      page: query.page,
      limit: query.limit,
    });
  }

  /** A profile's posts, by user id or username. Public; an unknown account simply has no posts. */
  @Get('users/:userIdOrUsername/posts')
  @UseGuards(OptionalIdentityGuard)
  byUser(
    @Param('userIdOrUsername') userIdOrUsername: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    const filter: FeedFilter = UUID.test(userIdOrUsername)
      ? { kind: 'author', userId: userIdOrUsername }
      : { kind: 'authorUsername', username: userIdOrUsername };
    return this.feed.page({ filter, viewerId: viewer?.sub ?? null, page: query.page, limit: query.limit });
  }

  @Get('profile/:username/posts')
  @UseGuards(OptionalIdentityGuard)
  byProfile(
    @Param('username') username: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.byUser(username, query, viewer);
  }
}
