import { IsOptional, IsString, Matches } from 'class-validator';
import { BaseServiceEnv } from '@petcora/nest-common';

/** The social service's settings: the shared ones plus the BullMQ key prefix (tests use a unique one per run). */
export class SocialEnv extends BaseServiceEnv {
  /** Must match the prefix the account service publishes account events under (BullMQ's default is "bull"). */
  @Matches(/^[A-Za-z0-9:_-]{1,100}$/, {
    message: 'BULL_PREFIX may contain letters, digits, ":", "_" and "-" only',
  })
  BULL_PREFIX = 'bull';

  /** Where uploaded post media is stored; unset → `<repo>/.data/uploads/social` (see media/post-media.store.ts). */
  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;
}
