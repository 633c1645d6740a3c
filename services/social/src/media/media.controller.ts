import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { IdentityClaims, MediaUploadResponse } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import { sendStoredMedia, type StoredMedia, UploadedMedia } from '@petcora/uploads';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import { AuthorsService } from '../authors/authors.service';
import { MediaUpload } from './post-media.interceptors';
import { PostMediaStore } from './post-media.store';

@Controller()
export class MediaController {
  constructor(
    private readonly store: PostMediaStore,
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
  ) {}

  /**
   * The timeline composer's upload: one image or video (≤ 50 MB), recorded as the member's own so that only they can
   * put it in a post. Answers the spec's media upload response.
   */
  @Post('api/posts/media')
  @HttpCode(200)
  @UseGuards(IdentityGuard)
  @UseInterceptors(MediaUpload)
  @ApiContract('MediaUploadResponse', { uploads: ['media'] })
  async upload(
    @CurrentIdentity() member: IdentityClaims,
    @UploadedMedia('media') file: StoredMedia | undefined,
  ): Promise<MediaUploadResponse> {
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.imageOrVideo);
    await this.dataSource.transaction(async (manager) => {
      await this.authors.ensureAuthor(manager, member.sub, member.username || `~${member.sub}`);
      await manager.query(
        `INSERT INTO social.media_uploads (user_id, file_name, kind, bytes) VALUES ($1, $2, $3, $4)`,
        [member.sub, file.fileName, file.kind, file.size],
      );
    });
    const url = this.store.urlOf(file.fileName);
    return {
      mediaType: file.kind,
      mediaUrl: url,
      imageUrl: file.kind === 'image' ? url : null,
      videoUrl: file.kind === 'video' ? url : null,
    };
  }

  @Get('media/social/:file')
  serve(@Param('file') file: string, @Req() req: object, @Res() res: object): Promise<void> {
    return sendStoredMedia(req, res, this.store.storage, file);
  }
}
