import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { FollowState, IdentityClaims, PeoplePage } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { FollowsService } from './follows.service';
import { parseUserRef } from './people';
import { PeoplePageQuery, SuggestionsQuery } from './people-query.dto';
import { PeopleRepository } from './people.repository';

/** `:username` is a username or a user id. */
@Controller('api')
export class FollowsController {
  constructor(
    private readonly follows: FollowsService,
    private readonly people: PeopleRepository,
  ) {}

  @Post('users/:username/follow')
  @HttpCode(200)
  @UseGuards(IdentityGuard)
  @ApiContract('FollowState', { summary: 'Follow someone' })
  follow(
    @Param('username') username: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<FollowState> {
    return this.follows.follow(actor, parseUserRef(username));
  }

  @Delete('users/:username/follow')
  @UseGuards(IdentityGuard)
  @ApiContract('FollowState', { summary: 'Unfollow someone' })
  unfollow(
    @Param('username') username: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<FollowState> {
    return this.follows.unfollow(actor, parseUserRef(username));
  }

  /** The spec-style alias of DELETE /follow. */
  @Delete('users/:username/unfollow')
  @UseGuards(IdentityGuard)
  @ApiContract('FollowState', { summary: 'Unfollow someone (spec path)' })
  unfollowAlias(
    @Param('username') username: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<FollowState> {
    return this.unfollow(username, actor);
  }

  @Get('users/:username/followers')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('PeoplePage', { summary: "Someone's followers" })
  followers(
    @Param('username') username: string,
    @Query() query: PeoplePageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<PeoplePage> {
    return this.people.list({
      kind: 'followers',
      user: parseUserRef(username),
      viewerId: viewer?.sub ?? null,
      ...query,
    });
  }

  @Get('users/:username/following')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('PeoplePage', { summary: 'People someone follows' })
  following(
    @Param('username') username: string,
    @Query() query: PeoplePageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<PeoplePage> {
    return this.people.list({
      kind: 'following',
      user: parseUserRef(username),
      viewerId: viewer?.sub ?? null,
      ...query,
    });
  }

  @Get('suggested-accounts')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('PeoplePage', { summary: 'Accounts to follow' })
  suggestions(
    @Query() query: SuggestionsQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<PeoplePage> {
    return this.people.suggestions(viewer?.sub ?? null, query.limit);
  }
}
