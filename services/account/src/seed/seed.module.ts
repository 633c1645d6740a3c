import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EventsModule } from '../events/events.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [AuthModule, EventsModule], providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
