import { IsIn, IsOptional, IsString, IsUrl, Matches, ValidateIf } from 'class-validator';
import { resolve } from 'node:path';
import { BaseServiceEnv } from '@petcora/nest-common';
import { LocalFolderStorage } from './local-folder-storage';
import type { MediaStorage } from './media-storage';
import { S3BucketStorage } from './s3-bucket-storage';

const whenS3 = (env: MediaStorageEnv) => env.MEDIA_STORAGE === 's3';

/** The settings of a service that stores uploads: the shared ones plus where the files go. */
export class MediaStorageEnv extends BaseServiceEnv {
  /** Local folder: the stored files (`local`) or only the partial uploads (`s3`); unset → `<repo>/.data/uploads/<service>`. */
  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  /** `local` (one machine or a shared volume; the default) or `s3` (a bucket every copy of the service shares). */
  @IsIn(['local', 's3'])
  MEDIA_STORAGE: 'local' | 's3' = 'local';

  /** Bucket for `MEDIA_STORAGE=s3`; each service keeps its files under its own key prefix (`account/`, `social/`). */
  @ValidateIf(whenS3)
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  /** An S3-compatible endpoint (MinIO, R2, …); unset → AWS S3. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  S3_ENDPOINT?: string;

  /** Bucket in the path instead of the host name (MinIO and most self-hosted stores). */
  @IsIn(['true', 'false'])
  S3_FORCE_PATH_STYLE: 'true' | 'false' = 'false';

  /** Both or neither; neither → the SDK's default chain (pod or instance role). Secrets come from the environment. */
  @ValidateIf(
    (env: MediaStorageEnv) => whenS3(env) && Boolean(env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY),
  )
  @IsString({ message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf(
    (env: MediaStorageEnv) => whenS3(env) && Boolean(env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY),
  )
  @IsString({ message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' })
  S3_SECRET_ACCESS_KEY?: string;
}

/** `<repo>/.data/uploads/<service>` unless UPLOAD_DIR says otherwise. */
export function uploadFolder(
  env: Pick<MediaStorageEnv, 'UPLOAD_DIR'>,
  service: string,
  repoRoot: string,
): string {
  return env.UPLOAD_DIR ? resolve(env.UPLOAD_DIR) : resolve(repoRoot, '.data', 'uploads', service);
}

/** The storage the settings name, for one service (its own folder, or its own key prefix in the bucket). */
export function mediaStorageFor(env: MediaStorageEnv, service: string, repoRoot: string): MediaStorage {
  const folder = uploadFolder(env, service, repoRoot);
  if (env.MEDIA_STORAGE === 'local') return new LocalFolderStorage(folder);
  return new S3BucketStorage(
    {
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    `${service}/`,
    folder,
  );
}
