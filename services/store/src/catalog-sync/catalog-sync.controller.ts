import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import type {
  CatalogStats,
  CatalogSyncJobStatus,
  CatalogSyncRun,
  IdentityClaims,
  StartCatalogSyncResponse,
  SyncedProductsPage,
} from '@petcora/contracts';
import { AdminGuard, CurrentIdentity, CurrentTrace, ApiContract } from '@petcora/nest-common';
import type { TraceContext } from '@petcora/tracing';
import { CatalogProductsQueryDto, StartSyncDto, SyncRunsQueryDto } from './catalog-sync-query.dto';
import { CatalogSyncService } from './catalog-sync.service';

const JOB_ID_PATTERN = /^[A-Za-z0-9:_-]{1,100}$/;

/**
 * Admin-only (the /admin/square page): start a catalogue sync, follow its job, read the run history the worker
 * records, the catalogue's figures and the table of synced products. Shapes: contracts/catalog-sync.ts.
 */
@Controller('api/products')
@UseGuards(AdminGuard)
export class CatalogSyncController {
  constructor(private readonly sync: CatalogSyncService) {}

  @Post('sync-square')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiContract('StartCatalogSyncResponse', {
    summary: 'Start a catalog sync from Square',
    body: StartSyncDto,
  })
  async start(
    @CurrentIdentity() identity: IdentityClaims,
    @CurrentTrace() trace: TraceContext | undefined,
    @Body() body: StartSyncDto = {},
  ): Promise<StartCatalogSyncResponse> {
    const { jobId } = await this.sync.requestSync(identity, body?.mode, trace);
    return { message: 'Catalog sync started', jobId };
  }

  @Get('sync-square/:jobId')
  @ApiContract('CatalogSyncJobStatus', { summary: "A catalog sync's progress" })
  status(@Param('jobId') jobId: string): Promise<CatalogSyncJobStatus> {
    if (!JOB_ID_PATTERN.test(jobId)) throw new BadRequestException('Invalid job id');
    return this.sync.jobStatus(jobId);
  }

  @Get('sync-runs')
  @ApiContract(['CatalogSyncRun'], { summary: 'Recent catalog sync runs' })
  runs(@Query() query: SyncRunsQueryDto): Promise<CatalogSyncRun[]> {
    return this.sync.recentRuns(query.limit);
  }

  @Get('catalog-stats')
  @ApiContract('CatalogStats', { summary: 'Catalog counts' })
  stats(): Promise<CatalogStats> {
    return this.sync.stats();
  }

  @Get('catalog-products')
  @ApiContract('SyncedProductsPage', { summary: 'Products as synced from Square' })
  syncedProducts(@Query() query: CatalogProductsQueryDto): Promise<SyncedProductsPage> {
    return this.sync.syncedProducts(query);
  }
}
