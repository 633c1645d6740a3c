import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  GHOST_MEMBER_HEADERS,
  GIF_BYTES,
  MP4_BYTES,
  PNG_BYTES,
  SVG_BYTES,
  signUpMember,
  storedFiles,
  TEXT_BYTES,
  type TestMember,
  userRow,
  WEBM_BYTES,
  isReencodedPixel,
} from '../testing/account-fixtures';
import { useAccountTestContext } from '../testing/account-test-app';
import { MediaStore } from './media-store.service';

describe('photo uploads (content-checked, stored under random names, served safely)', () => {
  let member: TestMember;

  const ctx = useAccountTestContext('account_uploads', { extra: { UPLOAD_MAX_MB: '1' } });

  beforeAll(async () => {
    // A 1 MB limit from the environment keeps the oversized case quick and proves the limit is configurable.
    member = await signUpMember(ctx, 'uploader');
  });

  const upload = (
    path: string,
    field: string,
    content: Buffer,
    filename: string,
    contentType = 'application/octet-stream',
  ) => ctx.http().post(path).set(member.headers).attach(field, content, { filename, contentType });

  it('stores a profile photo, answers the spec shape and updates both picture fields', async () => {
    const res = await upload('/api/users/profile-photo', 'profilePhoto', PNG_BYTES, 'me.png', 'image/png');
    expect(res.status).toBe(200);
    const url = res.body.imageUrl as string;
    expect(url).toMatch(/^\/media\/account\/[a-f0-9]{32}-1\.webp$/);
    expect(res.body).toEqual({
      mediaType: 'image',
      imageUrl: url,
      mediaUrl: url,
      profileImageUrl: url,
      user: expect.objectContaining({ id: member.id, profileImageUrl: url, profilePicture: url }),
    });
    const stored = await readFile(
      join(ctx.app.get(MediaStore).storage.stagingDirectory, url.split('/').pop()!),
    );
    expect(await isReencodedPixel(stored)).toBe(true);
  });

  it('stores a banner photo as coverImageUrl', async () => {
    const res = await upload('/api/users/banner-photo', 'bannerPhoto', GIF_BYTES, 'banner.gif', 'image/gif');
    expect(res.status).toBe(200);
    expect(res.body.coverImageUrl).toMatch(/^\/media\/account\/[a-f0-9]{32}-1\.webp$/);
    expect(res.body.profileImageUrl).toBeUndefined();
    expect(res.body.user.coverImageUrl).toBe(res.body.coverImageUrl);
    expect((await userRow(ctx, member.id)).cover_image_url).toBe(res.body.coverImageUrl);
  });

  it('judges by content: a PNG named .txt and declared as text is accepted and stored as an image', async () => {
    const res = await upload(
      '/api/users/profile-photo',
      'profilePhoto',
      PNG_BYTES,
      'notes.txt',
      'text/plain',
    );
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toMatch(/\.webp$/);
  });

  describe('refusals leave no file and no change behind', () => {
    let before: Record<string, unknown>;
    let filesBefore: string[];

    beforeEach(async () => {
      before = await userRow(ctx, member.id);
      filesBefore = await storedFiles(ctx);
    });

    afterEach(async () => {
      expect(await storedFiles(ctx)).toEqual(filesBefore);
      const after = await userRow(ctx, member.id);
      expect(after.profile_image_url).toBe(before.profile_image_url);
      expect(after.cover_image_url).toBe(before.cover_image_url);
    });

    it.each([
      ['a text file named .png', TEXT_BYTES, 'photo.png', 'image/png', 'Please select an image file'],
      ['an SVG (scripts)', SVG_BYTES, 'logo.svg', 'image/svg+xml', 'Please select an image file'],
      ['an SVG named .png', SVG_BYTES, 'logo.png', 'image/png', 'Please select an image file'],
      ['an MP4 video', MP4_BYTES, 'clip.mp4', 'video/mp4', 'Only images are allowed for this upload'],
      [
        'a WebM video named .jpg',
        WEBM_BYTES,
        'clip.jpg',
        'image/jpeg',
        'Only images are allowed for this upload',
      ],
    ])('refuses %s with 400', async (_case, content, filename, type, message) => {
      for (const [path, field] of [
        ['/api/users/profile-photo', 'profilePhoto'],
        ['/api/users/banner-photo', 'bannerPhoto'],
      ]) {
        const res = await upload(path, field, content, filename, type);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message });
      }
    });

    it('refuses a file over the configured limit with 413 and the configured number', async () => {
      const oversized = Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]);
      const res = await upload('/api/users/profile-photo', 'profilePhoto', oversized, 'big.png', 'image/png');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Please select a file smaller than 1MB' });
    });

    it('refuses a request without the file field with 400', async () => {
      const none = await ctx.http().post('/api/users/profile-photo').set(member.headers).field('other', 'x');
      expect(none.status).toBe(400);
      const wrongField = await upload('/api/users/profile-photo', 'bannerPhoto', PNG_BYTES, 'a.png');
      expect(wrongField.status).toBe(400);
      expect(wrongField.body).toEqual({ message: expect.any(String) });
    });

    it('refuses an anonymous upload with 401', async () => {
      const res = await ctx
        .http()
        .post('/api/users/profile-photo')
        .attach('profilePhoto', PNG_BYTES, 'a.png');
      expect(res.status).toBe(401);
    });

    it('removes the stored file when the user row cannot be updated', async () => {
      const res = await ctx
        .http()
        .post('/api/users/profile-photo')
        .set(GHOST_MEMBER_HEADERS)
        .attach('profilePhoto', PNG_BYTES, 'a.png');
      expect(res.status).toBe(401);
    });
  });

  describe('GET /media/account/:file', () => {
    it('serves a stored image with the detected type and safe headers', async () => {
      const { body } = await upload(
        '/api/users/profile-photo',
        'profilePhoto',
        PNG_BYTES,
        'disguised.txt',
        'text/plain',
      );
      const res = await ctx.http().get(body.imageUrl).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
      // Kept a day at most, then revalidated: a replaced or removed picture does not live on in caches for a year.
      expect(res.headers['cache-control']).toBe('public, max-age=86400, must-revalidate');
      expect(await isReencodedPixel(Buffer.from(res.body))).toBe(true);
      const revalidated = await ctx.http().get(body.imageUrl).set('If-None-Match', res.headers.etag);
      expect(revalidated.status).toBe(304);
    });

    it.each([
      '/media/account/0123456789abcdef0123456789abcdef.png',
      '/media/account/notes.txt',
      '/media/account/..%2F..%2Fpackage.json',
    ])('answers 404 JSON for %s', async (path) => {
      const res = await ctx.http().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    });
  });
});

describe('upload limit defaults', () => {
  it('is 50 MB unless configured', async () => {
    const { loadAccountEnv } = await import('../config/account-env');
    expect(loadAccountEnv({}).UPLOAD_MAX_MB).toBe(50);
    expect(loadAccountEnv({ UPLOAD_MAX_MB: '5' }).UPLOAD_MAX_MB).toBe(5);
  });
});
