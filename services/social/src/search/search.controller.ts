import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { IdentityClaims, SocialSearchResult } from '@petcora/contracts';
import { CurrentIdentity, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { SearchQuery } from './search-query.dto';
import { SearchService } from './search.service';

/** The people and posts part of /api/search/all, composed by the gateway (which never routes /internal/*). */
@Controller('internal')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('search')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('SocialSearchResult', { summary: 'Search people and posts' })
  find(
    @Query() query: SearchQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<SocialSearchResult> {
    return this.search.search({
      q: query.q ?? '',
      petType: query.petType,
      page: query.page,
      limit: query.limit,
      viewerId: viewer?.sub ?? null,
    });
  }
}
