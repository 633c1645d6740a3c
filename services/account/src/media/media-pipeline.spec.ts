import type { CurrentUser, ImageInfo } from '@petcora/contracts';
import {
  animatedGif,
  decompressionBombPng,
  inspectServedImage,
  phoneJpeg,
  truncatedJpeg,
} from '@petcora/testing';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signUpMember, storedFiles, type TestMember, userRow } from '../testing/account-fixtures';
import { useAccountTestContext } from '../testing/account-test-app';
import { MediaStore } from './media-store.service';

/** Stored 800×600 with orientation 6: upright it is 600 wide and 800 high. */
const PHONE_PHOTO = phoneJpeg(800, 600, 6);

describe('avatars and banners through the media pipeline', () => {
  let member: TestMember;

  const ctx = useAccountTestContext('account_media_pipeline');

  beforeAll(async () => {
    member = await signUpMember(ctx, 'pipeline');
  });

  const folder = () => ctx.app.get(MediaStore).storage.stagingDirectory;

  /** Every rendition is served, decodes, stands upright, carries no metadata; nothing stored is the original. */
  async function expectClean(image: ImageInfo, sizes: number[][]): Promise<void> {
    expect(image.renditions.map((r) => [r.width, r.height])).toEqual(sizes);
    expect(image.url).toBe(image.renditions[image.renditions.length - 1].url);
    expect(image.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    for (const rendition of image.renditions) {
      const served = await ctx.http().get(rendition.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const seen = await inspectServedImage(Buffer.from(served.body));
      expect(seen).toMatchObject({ width: rendition.width, height: rendition.height, hasMetadata: false });
    }
    for (const name of await storedFiles(ctx))
      expect((await readFile(join(folder(), name))).equals(PHONE_PHOTO)).toBe(false);
  }

  const AVATAR_SIZES = [
    [96, 96],
    [192, 192],
    [384, 384],
  ];

  it('the profile photo upload stores square avatar renditions and the profile answers them', async () => {
    const res = await ctx
      .http()
      .post('/api/users/profile-photo')
      .set(member.headers)
      .attach('profilePhoto', PHONE_PHOTO, 'IMG_0001.jpg')
      .expect(200);
    const user: CurrentUser = res.body.user;
    expect(res.body.profileImageUrl).toBe(user.profileImage!.url);
    await expectClean(user.profileImage!, AVATAR_SIZES);
    const me = await ctx.http().get('/api/auth/me').set(member.headers).expect(200);
    expect((me.body.user ?? me.body).profileImage).toEqual(user.profileImage);
    // The other services hear of the renditions with the new picture.
    const [event] = await ctx.dataSource.query(
      `SELECT payload FROM "account"."event_outbox" WHERE payload->>'id' = $1 ORDER BY id DESC LIMIT 1`,
      [member.id],
    );
    expect(event.payload.profileImage).toEqual(user.profileImage);
  });

  it('the banner upload stores upright content renditions, turned as the photo says', async () => {
    const res = await ctx
      .http()
      .post('/api/users/banner-photo')
      .set(member.headers)
      .attach('bannerPhoto', PHONE_PHOTO, 'IMG_0002.jpg')
      .expect(200);
    const cover: ImageInfo = res.body.user.coverImage;
    expect(res.body.coverImageUrl).toBe(cover.url);
    await expectClean(cover, [
      [320, 427],
      [600, 800],
    ]);
    // Turned a quarter clockwise: the stored left (red) half is now the top.
    const largest = await readFile(join(folder(), cover.url.split('/').pop()!));
    expect((await inspectServedImage(largest)).leftIsRed).toBe(true);
  });

  it('the profile edit takes the photo as a multipart file and as inline JSON data alike', async () => {
    const multipart = await ctx
      .http()
      .put('/api/users/profile')
      .set(member.headers)
      .attach('profilePicture', PHONE_PHOTO, 'IMG_0003.jpg')
      .expect(200);
    await expectClean(multipart.body.user.profileImage, AVATAR_SIZES);

    const inline = await ctx
      .http()
      .put('/api/users/profile')
      .set(member.headers)
      .send({ profileImageUrl: `data:image/jpeg;base64,${PHONE_PHOTO.toString('base64')}` })
      .expect(200);
    await expectClean(inline.body.user.profileImage, AVATAR_SIZES);
    expect((await userRow(ctx, member.id)).profile_image_info).toEqual(inline.body.user.profileImage);
  });

  it('replacing the avatar removes every size of the one before', async () => {
    const first = await ctx
      .http()
      .post('/api/users/profile-photo')
      .set(member.headers)
      .attach('profilePhoto', PHONE_PHOTO, 'a.jpg')
      .expect(200);
    const before: ImageInfo = first.body.user.profileImage;
    await ctx
      .http()
      .post('/api/users/profile-photo')
      .set(member.headers)
      .attach('profilePhoto', PHONE_PHOTO, 'b.jpg')
      .expect(200);
    const files = await storedFiles(ctx);
    for (const rendition of before.renditions) {
      expect(files).not.toContain(rendition.url.split('/').pop());
      await ctx.http().get(rendition.url).expect(404);
    }
  });

  it.each([
    ['a decompression bomb PNG (50,000 × 50,000 in a few KB)', () => decompressionBombPng(), 'bomb.png'],
    ['a truncated JPEG', () => truncatedJpeg(), 'cut.jpg'],
    ['a GIF of 1,000 frames', () => animatedGif(1000), 'flipbook.gif'],
  ])('refuses %s on every route, storing and changing nothing', async (_name, make, fileName) => {
    const content = await make();
    const [beforeFiles, beforeRow] = [await storedFiles(ctx), await userRow(ctx, member.id)];
    for (const [path, field] of [
      ['/api/users/profile-photo', 'profilePhoto'],
      ['/api/users/banner-photo', 'bannerPhoto'],
    ]) {
      const res = await ctx.http().post(path).set(member.headers).attach(field, content, fileName);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: UPLOAD_MESSAGES.imageOnly });
    }
    const multipart = await ctx
      .http()
      .put('/api/users/profile')
      .set(member.headers)
      .attach('profilePicture', content, fileName);
    expect(multipart.status).toBe(400);
    expect(multipart.body).toEqual({ message: UPLOAD_MESSAGES.imageOnly });
    const inline = await ctx
      .http()
      .put('/api/users/profile')
      .set(member.headers)
      .send({ profileImageUrl: `data:image/png;base64,${content.toString('base64')}` });
    expect(inline.status).toBe(400);
    expect(inline.body).toEqual({ message: UPLOAD_MESSAGES.imageOnly });
    expect(await storedFiles(ctx)).toEqual(beforeFiles);
    expect(await userRow(ctx, member.id)).toEqual(beforeRow);
  });
});
