import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { InternalController } from './internal.controller';
import { StatsService } from './stats.service';

@Module({
  imports: [UsersModule],
  controllers: [InternalController],
  providers: [StatsService],
})
export class InternalModule {}
