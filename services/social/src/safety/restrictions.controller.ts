import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { BlockState, IdentityClaims, MuteState, RestrictedMembersPage } from '@petcora/contracts';
import { ApiContract, CurrentIdentity, IdentityGuard } from '@petcora/nest-common';
import { parseUserRef } from '../follows/people';
import { PeopleKeysetQuery } from '../follows/people-query.dto';
import { RestrictionsService } from './restrictions.service';

/** Blocks and mutes of the signed-in member. `:username` is a username or a user id. */
@Controller('api/users')
@UseGuards(IdentityGuard)
export class RestrictionsController {
  constructor(private readonly restrictions: RestrictionsService) {}

  @Get('me/blocks')
  @ApiContract('RestrictedMembersPage')
  blocks(
    @Query() query: PeopleKeysetQuery,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<RestrictedMembersPage> {
    return this.restrictions.list('block', viewer.sub, query.limit, query.cursor);
  }

  @Get('me/mutes')
  @ApiContract('RestrictedMembersPage')
  mutes(
    @Query() query: PeopleKeysetQuery,
    @CurrentIdentity() viewer: IdentityClaims,
  ): Promise<RestrictedMembersPage> {
    return this.restrictions.list('mute', viewer.sub, query.limit, query.cursor);
  }

  @Post(':username/block')
  @HttpCode(200)
  @ApiContract('BlockState')
  block(@Param('username') username: string, @CurrentIdentity() actor: IdentityClaims): Promise<BlockState> {
    return this.restrictions.block(actor, parseUserRef(username), true);
  }

  @Delete(':username/block')
  @ApiContract('BlockState')
  unblock(
    @Param('username') username: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<BlockState> {
    return this.restrictions.block(actor, parseUserRef(username), false);
  }

  @Post(':username/mute')
  @HttpCode(200)
  @ApiContract('MuteState')
  mute(@Param('username') username: string, @CurrentIdentity() actor: IdentityClaims): Promise<MuteState> {
    return this.restrictions.mute(actor, parseUserRef(username), true);
  }

  @Delete(':username/mute')
  @ApiContract('MuteState')
  unmute(@Param('username') username: string, @CurrentIdentity() actor: IdentityClaims): Promise<MuteState> {
    return this.restrictions.mute(actor, parseUserRef(username), false);
  }
}
