import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { DemoSeedService } from './demo-seed.service';

@Module({
  imports: [AuthorsModule],
  providers: [DemoSeedService],
  exports: [DemoSeedService],
})
export class DemoSeedModule {}
