import { Controller, Get, UseGuards } from '@nestjs/common';
import type { SocialStats } from '@petcora/contracts';
import { AdminElevatedGuard } from '@petcora/nest-common';
import { InternalStatsService } from './internal-stats.service';

/**
 * Reads the gateway composes into /api/admin/stats (this controller) and /api/search/all (search/search.controller.ts).
 * The gateway never routes /internal/*.
 */
@Controller('internal')
export class InternalController {
  constructor(private readonly statsService: InternalStatsService) {}

  /** The overview's content numbers: an admin session unlocked with the overview password (the token's claim). */
  @Get('stats')
  @UseGuards(AdminElevatedGuard)
  stats(): Promise<SocialStats> {
    return this.statsService.stats();
  }
}
