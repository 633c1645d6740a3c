import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { videoTools } from '@petcora/uploads';
import { AuthorsModule } from '../authors/authors.module';
import { MediaController } from './media.controller';
import { PostMediaStore } from './post-media.store';
import { UploadAdmission } from './upload-admission.interceptor';
import { UploadBudget } from './upload-budget';
import { UploadSlots } from './upload-slots';

/**
 * Post media: the upload folder, the upload call and serving, the upload limits (daily budget, uploads in flight).
 * Global: posts store, charge and delete media too.
 */
@Global()
@Module({
  imports: [AuthorsModule],
  controllers: [MediaController],
  providers: [PostMediaStore, UploadBudget, UploadSlots, UploadAdmission],
  exports: [PostMediaStore, UploadBudget, UploadSlots, UploadAdmission],
})
export class MediaModule implements OnModuleInit {
  /** Finds ffmpeg at start, so a missing one is logged once then, not at the first video. */
  onModuleInit(): void {
    videoTools();
  }
}
