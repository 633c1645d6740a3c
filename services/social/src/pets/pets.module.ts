import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { MyPetsController, ProfilePetsController } from './pets.controller';
import { PetsService } from './pets.service';

/** Members' pets; the media module (global) provides the upload store their photos come from. */
@Module({
  imports: [AuthorsModule],
  controllers: [MyPetsController, ProfilePetsController],
  providers: [PetsService],
})
export class PetsModule {}
