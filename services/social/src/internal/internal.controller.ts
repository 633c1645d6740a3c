import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { IdentityClaims, SocialSearchResult, SocialStats } from '@petcora/contracts';
import { AdminGuard, CurrentIdentity, OptionalIdentityGuard } from '@petcora/nest-common';
import { InternalSearchService } from './internal-search.service';
import { InternalStatsService } from './internal-stats.service';
import { SearchQuery } from './search-query.dto';

/** Reads the gateway composes into /api/admin/stats and /api/search/all. The gateway never routes /internal/*. */
@Controller('internal')
export class InternalController {
  constructor(
    private readonly statsService: InternalStatsService,
    private readonly searchService: InternalSearchService,
  ) {}

  @Get('stats')
  @UseGuards(AdminGuard)
  stats(): Promise<SocialStats> {
    return this.statsService.stats();
  }

  @Get('search')
  @UseGuards(OptionalIdentityGuard)
  search(
    @Query() query: SearchQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<SocialSearchResult> {
    return this.searchService.search(query.q ?? '', viewer?.sub ?? null);
  }
}
