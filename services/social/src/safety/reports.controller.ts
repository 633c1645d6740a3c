import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type {
  IdentityClaims,
  ModerationReportGroup,
  ModerationReportsPage,
  ReportCreated,
} from '@petcora/contracts';
import { AdminGuard, ApiContract, CurrentIdentity, IdentityGuard } from '@petcora/nest-common';
import { ModerationReportsQuery } from './moderation-query.dto';
import { ModerationService } from './moderation.service';
import { CreateReportBody, ModerationActionBody } from './report.dto';
import { ReportsService } from './reports.service';

/** Members report posts, comments and members. */
@Controller('api/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @HttpCode(201)
  @UseGuards(IdentityGuard)
  @ApiContract('ReportCreated', { body: CreateReportBody })
  create(
    @Body() body: CreateReportBody,
    @CurrentIdentity() reporter: IdentityClaims,
  ): Promise<ReportCreated> {
    return this.reports.create(reporter, body);
  }
}

/** The moderation queue: admins only (the role in the identity token, as for the store's admin routes). */
@Controller('api/admin/reports')
@UseGuards(AdminGuard)
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get()
  @ApiContract('ModerationReportsPage')
  list(
    @Query() query: ModerationReportsQuery,
    @CurrentIdentity() moderator: IdentityClaims,
  ): Promise<ModerationReportsPage> {
    return this.moderation.list(moderator, query);
  }

  @Post(':id/actions')
  @HttpCode(200)
  @ApiContract('ModerationReportGroup', { body: ModerationActionBody })
  act(
    @Param('id') reportId: string,
    @Body() body: ModerationActionBody,
    @CurrentIdentity() moderator: IdentityClaims,
  ): Promise<ModerationReportGroup> {
    return this.moderation.act(moderator, reportId, body);
  }
}
