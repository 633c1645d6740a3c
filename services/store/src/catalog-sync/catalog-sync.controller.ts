import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import type { IdentityClaims } from '@petcora/contracts';
import { AdminGuard, CurrentIdentity } from '@petcora/nest-common';
import { CatalogSyncService } from './catalog-sync.service';

const JOB_ID_PATTERN = /^[A-Za-z0-9:_-]{1,100}$/;

/** Admin-only: start a catalogue sync, follow its job, and read the run history the worker records. */
@Controller('api/products')
@UseGuards(AdminGuard)
export class CatalogSyncController {
  constructor(private readonly sync: CatalogSyncService) {}

  @Post('sync-square')
  @HttpCode(HttpStatus.ACCEPTED)
  async start(@CurrentIdentity() identity: IdentityClaims) {
    const { jobId } = await this.sync.requestSync(identity.sub);
    return { message: 'Catalog sync started', jobId };
  }

  @Get('sync-square/:jobId')
  status(@Param('jobId') jobId: string) {
    if (!JOB_ID_PATTERN.test(jobId)) throw new BadRequestException('Invalid job id');
    return this.sync.jobStatus(jobId);
  }

  @Get('sync-runs')
  runs() {
    return this.sync.recentRuns();
  }
}
