import { Controller, Get, NotFoundException, Param, Query, UseGuards } from '@nestjs/common';
import type { FeedPage, IdentityClaims, PublicProfile } from '@petcora/contracts';
import { CurrentIdentity, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { FeedPageQuery } from '../feed/feed-query.dto';
import { FeedRepository, type FeedFilter, type UserRef } from '../feed/feed.repository';
import { PROFILE_NOT_FOUND, userRefPipe, usernamePipe } from './profile-params';
import { ProfilesRepository } from './profiles.repository';

type Tab = 'posts' | 'replies' | 'media' | 'likes';

/**
 * Public profiles and their tabs, readable by visitors (the viewer's flags when signed in). A tab of an unknown member
 * is an empty page, as before: a member who never acted may not be projected yet.
 */
@Controller('api')
@UseGuards(OptionalIdentityGuard)
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly feed: FeedRepository,
  ) {}

  @Get('profile/:username')
  @ApiContract('PublicProfile', { summary: 'A public profile' })
  async profile(
    @Param('username', usernamePipe) username: string,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<PublicProfile> {
    const profile = await this.profiles.findByUsername(username, viewer?.sub ?? null);
    if (!profile) throw new NotFoundException(PROFILE_NOT_FOUND);
    return profile;
  }

  @Get('profile/:username/posts')
  @ApiContract('FeedPage', { summary: "A profile's posts" })
  profilePosts(
    @Param('username', usernamePipe) username: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.tab('posts', { username }, query, viewer);
  }

  @Get('profile/:username/replies')
  @ApiContract('FeedPage', { summary: "A profile's replies" })
  profileReplies(
    @Param('username', usernamePipe) username: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.tab('replies', { username }, query, viewer);
  }

  @Get('profile/:username/media')
  @ApiContract('FeedPage', { summary: "A profile's posts with media" })
  profileMedia(
    @Param('username', usernamePipe) username: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.tab('media', { username }, query, viewer);
  }

  @Get('profile/:username/likes')
  @ApiContract('FeedPage', { summary: 'Posts a profile liked' })
  profileLikes(
    @Param('username', usernamePipe) username: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.tab('likes', { username }, query, viewer);
  }

  @Get('users/:userIdOrUsername/posts')
  @ApiContract('FeedPage', { summary: "A user's posts, by id or username" })
  userPosts(
    @Param('userIdOrUsername', userRefPipe) user: UserRef,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.tab('posts', user, query, viewer);
  }

  @Get('users/:userIdOrUsername/replies')
  @ApiContract('FeedPage', { summary: "A user's replies, by id or username" })
  userReplies(
    @Param('userIdOrUsername', userRefPipe) user: UserRef,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.tab('replies', user, query, viewer);
  }

  @Get('users/:userIdOrUsername/media')
  @ApiContract('FeedPage', { summary: "A user's posts with media, by id or username" })
  userMedia(
    @Param('userIdOrUsername', userRefPipe) user: UserRef,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.tab('media', user, query, viewer);
  }

  @Get('users/:userIdOrUsername/likes')
  @ApiContract('FeedPage', { summary: 'Posts a user liked, by id or username' })
  userLikes(
    @Param('userIdOrUsername', userRefPipe) user: UserRef,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.tab('likes', user, query, viewer);
  }

  private tab(
    tab: Tab,
    user: UserRef,
    query: FeedPageQuery,
    viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    return this.feed.page({
      filter: tabFilter(tab, user),
      viewerId: viewer?.sub ?? null,
      page: query.page,
      limit: query.limit,
      cursor: query.cursor,
    });
  }
}

function tabFilter(tab: Tab, user: UserRef): FeedFilter {
  switch (tab) {
    case 'posts':
      return 'userId' in user
        ? { kind: 'author', userId: user.userId }
        : { kind: 'authorUsername', username: user.username };
    case 'replies':
      return { kind: 'authorReplies', user };
    case 'media':
      return { kind: 'authorMedia', user };
    case 'likes':
      return { kind: 'likedBy', user };
  }
}
