import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { IdentityClaims, ImageInfo, MediaUploadResponse, VideoInfo } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, OptionalIdentityGuard, ApiContract } from '@petcora/nest-common';
import { MEDIA_NOT_FOUND, sendStoredMedia, type StoredMedia, UploadedMedia } from '@petcora/uploads';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import { AuthorsService } from '../authors/authors.service';
import { MediaUpload } from './post-media.interceptors';
import { PostMediaStore } from './post-media.store';
import { UploadAdmission } from './upload-admission.interceptor';
import { UploadBudget } from './upload-budget';

/** A file no post uses yet is its owner's alone: no shared cache may keep it. */
const UNATTACHED_CACHE_CONTROL = 'private, no-store';

@Controller()
export class MediaController {
  constructor(
    private readonly store: PostMediaStore,
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly budget: UploadBudget,
  ) {}

  /**
   * The timeline composer's upload: one image or video (≤ 50 MB), recorded as the member's own so that only they can
   * put it in a post (and see it until then), charged to their daily budget (429 when it does not fit; the stored file
   * is then removed). Answers the spec's media upload response.
   */
  @Post('api/posts/media')
  @HttpCode(200)
  @UseGuards(IdentityGuard)
  @UseInterceptors(UploadAdmission, MediaUpload)
  @ApiContract('MediaUploadResponse', { summary: 'Upload a photo or video for a post', uploads: ['media'] })
  async upload(
    @CurrentIdentity() member: IdentityClaims,
    @UploadedMedia('media') file: StoredMedia | undefined,
  ): Promise<MediaUploadResponse> {
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.imageOrVideo);
    const info = this.store.infoOf(file);
    await this.dataSource.transaction(async (manager) => {
      await this.authors.ensureAuthor(manager, member.sub, member.username || `~${member.sub}`);
      await this.budget.charge(manager, member.sub, [file.size]);
      await manager.query(
        `INSERT INTO social.media_uploads (user_id, file_name, kind, bytes, info, files)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [member.sub, file.fileName, file.kind, file.size, info, file.files],
      );
    });
    const url = this.store.urlOf(file.fileName);
    return {
      mediaType: file.kind,
      mediaUrl: url,
      imageUrl: file.kind === 'image' ? url : null,
      videoUrl: file.kind === 'video' ? url : null,
      ...(file.kind === 'image' ? { image: info as ImageInfo } : { video: info as VideoInfo }),
    };
  }

  /**
   * A stored file. Until a post uses it, only its owner gets it (anyone else: 404, as for a file that does not exist);
   * a file whose row is gone (its post deleted, swept) is a 404 at once, whatever is left in storage.
   */
  @Get('media/social/:file')
  @UseGuards(OptionalIdentityGuard)
  async serve(
    @Param('file') file: string,
    @CurrentIdentity() viewer: IdentityClaims | null,
    @Req() req: object,
    @Res() res: object,
  ): Promise<void> {
    // Any size of an upload (or its video's poster) is served under the upload's row.
    const [upload]: {
      user_id: string;
      post_id: string | null;
      pet_id: string | null;
      in_my_conversation: boolean;
    }[] = await this.dataSource.query(
      `SELECT u.user_id, u.post_id, u.pet_id,
              EXISTS (SELECT 1 FROM social.messages m JOIN social.conversations c ON c.id = m.conversation_id
                       WHERE m.id = u.message_id AND $2::uuid IN (c.member_a, c.member_b)) AS in_my_conversation
         FROM social.media_uploads u WHERE u.files @> ARRAY[$1::text]`,
      [file, viewer?.sub ?? null],
    );
    // A post's or a pet's photo is public; a message's is the two members' alone; an upload nothing uses yet is its
    // owner's alone.
    const attached = upload?.post_id != null || upload?.pet_id != null;
    if (!upload || (!attached && upload.user_id !== viewer?.sub && !upload.in_my_conversation))
      throw new NotFoundException(MEDIA_NOT_FOUND);
    return sendStoredMedia(req, res, this.store.storage, file, {
      cacheControl: attached ? undefined : UNATTACHED_CACHE_CONTROL,
    });
  }
}
