import { Global, Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { MediaController } from './media.controller';
import { PostMediaStore } from './post-media.store';

/** Post media: the upload folder, the upload call and serving. Global: posts store and delete media too. */
@Global()
@Module({
  imports: [AuthorsModule],
  controllers: [MediaController],
  providers: [PostMediaStore],
  exports: [PostMediaStore],
})
export class MediaModule {}
