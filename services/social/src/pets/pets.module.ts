import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { FeedModule } from '../feed/feed.module';
import { PetEventsModule } from './pet-events';
import { MyPetsController, ProfilePetsController } from './pets.controller';
import { PetsService } from './pets.service';

/** Members' pets; the media module (global) provides the upload store their photos come from. */
@Module({
  imports: [AuthorsModule, FeedModule, PetEventsModule],
  controllers: [MyPetsController, ProfilePetsController],
  providers: [PetsService],
})
export class PetsModule {}
