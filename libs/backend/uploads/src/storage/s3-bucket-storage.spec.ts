import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import express, { type Express } from 'express';
import { HttpException } from '@nestjs/common';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { phoneJpeg } from '@petcora/testing';
import { validateEnv } from '@petcora/nest-common';
import { receiveUploads } from '../receive-uploads';
import { sendStoredMedia } from '../serve-stored-media';
import { removeStoredFiles, removeStoredMedia } from '../stored-media';
import { storeMediaBuffer } from '../store-buffer';
import * as media from '../testing/media-fixtures';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { IMAGES_AND_VIDEOS } from '../upload-rules';
import { LocalFolderStorage } from './local-folder-storage';
import type { MediaStorage } from './media-storage';
import { MediaStorageEnv, mediaStorageFor } from './media-storage-env';
import { S3BucketStorage } from './s3-bucket-storage';

const RULE = { name: 'media', accept: IMAGES_AND_VIDEOS, maxMegabytes: 1 };

/** One copy of a service: receives uploads into its storage and serves stored files from it. */
function serviceCopy(storage: MediaStorage): Express {
  const app = express();
  app.post('/upload', async (req, res) => {
    try {
      const received = await receiveUploads(req, { storage, fields: [RULE] });
      res.json(received.files);
    } catch (error) {
      res
        .status(error instanceof HttpException ? error.getStatus() : 500)
        .json({ message: (error as Error).message });
    }
  });
  app.get('/media/:file', async (req, res) => {
    try {
      await sendStoredMedia(req, res, storage, req.params.file);
    } catch (error) {
      res
        .status(error instanceof HttpException ? error.getStatus() : 500)
        .json({ message: (error as Error).message });
    }
  });
  return app;
}

describe('uploads in an S3-compatible bucket (two copies of a service, one bucket)', () => {
  let s3: FakeS3;
  let client: S3Client;
  let stagingA: string;
  let stagingB: string;
  let copyA: S3BucketStorage;
  let copyB: S3BucketStorage;

  const objectKeys = async (): Promise<string[]> => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };

  beforeAll(async () => {
    s3 = await startFakeS3();
    const settings = {
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    client = new S3Client({
      ...settings,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    stagingA = await mkdtemp(join(tmpdir(), 'staging-a-'));
    stagingB = await mkdtemp(join(tmpdir(), 'staging-b-'));
    copyA = new S3BucketStorage(settings, 'social/', stagingA);
    copyB = new S3BucketStorage(settings, 'social/', stagingB);
  });

  afterAll(async () => {
    client?.destroy();
    await s3?.close();
    await rm(stagingA, { recursive: true, force: true });
    await rm(stagingB, { recursive: true, force: true });
  });

  it('stores a checked upload as an object under the service prefix and leaves no staging file', async () => {
    const res = await request(serviceCopy(copyA))
      .post('/upload')
      .attach('media', media.PNG, 'rex.png')
      .expect(200);
    const [stored] = res.body;
    expect(await objectKeys()).toContain(`social/${stored.fileName}`);
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `social/${stored.fileName}` }),
    );
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
    expect(object.ContentType).toBe('image/webp');
    expect(await readdir(stagingA)).toEqual([]);
  });

  it('serves a file stored by another copy, with the safe headers, whole and by range', async () => {
    const uploaded = await request(serviceCopy(copyA)).post('/upload').attach('media', media.PNG, 'a.png');
    const fileName = uploaded.body[0].fileName as string;
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `social/${fileName}` }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());

    const whole = await request(serviceCopy(copyB)).get(`/media/${fileName}`).buffer(true).expect(200);
    expect(Buffer.from(whole.body).equals(stored)).toBe(true);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(whole.headers['cache-control']).toBe('public, max-age=86400, must-revalidate');
    expect(whole.headers.etag).toBeTruthy();
    expect(whole.headers['last-modified']).toBeTruthy();

    const part = await request(serviceCopy(copyB))
      .get(`/media/${fileName}`)
      .set('Range', 'bytes=0-7')
      .buffer(true)
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${stored.length}`);
    expect(Buffer.from(part.body).equals(stored.subarray(0, 8))).toBe(true);
  });

  it('refuses a hostile type before anything reaches the bucket', async () => {
    const before = await objectKeys();
    const res = await request(serviceCopy(copyA))
      .post('/upload')
      .attach('media', Buffer.from('<script>alert(1)</script>'), 'x.png')
      .expect(400);
    expect(res.body.message).toBeTruthy();
    expect(await objectKeys()).toEqual(before);
    expect(await readdir(stagingA)).toEqual([]);
  });

  it('answers 404 for a missing file and for names it never generates (no path tricks reach the bucket)', async () => {
    const app = serviceCopy(copyB);
    await request(app).get('/media/0123456789abcdef0123456789abcdef.png').expect(404);
    await request(app)
      .get(`/media/${encodeURIComponent('../account/0123456789abcdef0123456789abcdef.png')}`)
      .expect(404);
    await request(app).get('/media/whatever.txt').expect(404);
  });

  it('stores every size of an image under the prefix and removes them all together', async () => {
    const stored = await storeMediaBuffer(copyA, phoneJpeg(800, 600), RULE);
    expect(stored.files).toHaveLength(2); // 320 and 600 (upright) wide
    const keys = await objectKeys();
    for (const fileName of stored.files) expect(keys).toContain(`social/${fileName}`);
    await removeStoredFiles(copyB, stored.files);
    const after = await objectKeys();
    for (const fileName of stored.files) expect(after).not.toContain(`social/${fileName}`);
    expect(await readdir(stagingA)).toEqual([]);
  });

  it('removes a stored file for every copy (and removing it again is fine)', async () => {
    const stored = await storeMediaBuffer(copyA, media.PNG, RULE);
    expect(await objectKeys()).toContain(`social/${stored.fileName}`);
    await removeStoredMedia(copyB, stored.fileName);
    await removeStoredMedia(copyB, stored.fileName);
    expect(await objectKeys()).not.toContain(`social/${stored.fileName}`);
    await request(serviceCopy(copyA)).get(`/media/${stored.fileName}`).expect(404);
  });
});

describe('choosing the storage from the environment', () => {
  const env = (values: Record<string, string>) => validateEnv(MediaStorageEnv, values);

  it('defaults to the local folder <repo>/.data/uploads/<service>', () => {
    const storage = mediaStorageFor(env({}), 'account', '/repo');
    expect(storage).toBeInstanceOf(LocalFolderStorage);
    expect(storage.stagingDirectory).toBe('/repo/.data/uploads/account');
  });

  it('takes a bucket for MEDIA_STORAGE=s3, the upload folder staying the staging folder', () => {
    const storage = mediaStorageFor(
      env({ MEDIA_STORAGE: 's3', S3_BUCKET: 'petcora-media', UPLOAD_DIR: '/var/petcora/staging' }),
      'social',
      '/repo',
    );
    expect(storage).toBeInstanceOf(S3BucketStorage);
    expect(storage.stagingDirectory).toBe('/var/petcora/staging');
  });

  it.each([
    [{ MEDIA_STORAGE: 's3' }, 'S3_BUCKET'],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [
      { MEDIA_STORAGE: 's3', S3_BUCKET: 'petcora-media', S3_ACCESS_KEY_ID: 'only-the-id' },
      'S3_SECRET_ACCESS_KEY',
    ],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'petcora-media', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ MEDIA_STORAGE: 'ftp' }, 'MEDIA_STORAGE'],
  ])('refuses to start with %j (names %s)', (values, setting) => {
    expect(() => env(values)).toThrow(setting);
  });
});
