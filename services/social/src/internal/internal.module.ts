import { Module } from '@nestjs/common';
import { InternalController } from './internal.controller';
import { InternalStatsService } from './internal-stats.service';

@Module({
  controllers: [InternalController],
  providers: [InternalStatsService],
})
export class InternalModule {}
