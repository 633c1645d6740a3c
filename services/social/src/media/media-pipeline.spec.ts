import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeedPost, ImageInfo, MediaUploadResponse } from '@petcora/contracts';
import {
  animatedGif,
  decompressionBombPng,
  inspectServedImage,
  noisyJpeg,
  phoneJpeg,
  sampleVideo,
  truncatedJpeg,
  videoTags,
} from '@petcora/testing';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import { MediaSweeper } from './media-sweep';
import { auth, insertAuthor, recordQueries, useSocialTestApp } from '../testing/social-test-app';

/** Stored 800×600 with orientation 6: upright it is 600 wide and 800 high. */
const PHONE_PHOTO = phoneJpeg(800, 600, 6);

describe('the media pipeline behind post images and the media upload', () => {
  let author: Awaited<ReturnType<typeof insertAuthor>>;
  const uploadDir = mkdtempSync(join(tmpdir(), 'petcora-social-pipeline-'));

  const t = useSocialTestApp('pipeline', {
    UPLOAD_DIR: uploadDir,
    UNATTACHED_MEDIA_MAX_AGE_MINUTES: '1',
    UPLOAD_DAILY_FILES: '500',
    UPLOAD_DAILY_MEGABYTES: '1000',
    UPLOADS_IN_FLIGHT_PER_MEMBER: '10',
  });

  beforeAll(async () => {
    author = await insertAuthor(t.db);
  });
  afterAll(async () => {
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const files = () => readdirSync(uploadDir).sort();
  const mediaRows = async () =>
    Number((await t.db.query(`SELECT count(*) AS n FROM social.media_uploads`))[0].n);
  const uploadMedia = (content: Buffer, name: string) =>
    t.http().post('/api/posts/media').set(auth(author.claims)).attach('media', content, name);

  /** Every rendition is served, decodes, is upright, carries no metadata and is no wider than the original. */
  async function expectCleanRenditions(image: ImageInfo): Promise<void> {
    expect(image.renditions.map((r) => [r.width, r.height])).toEqual([
      [320, 427],
      [600, 800],
    ]);
    expect(image).toMatchObject({ width: 600, height: 800, url: image.renditions[1].url });
    expect(image.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    for (const rendition of image.renditions) {
      const served = await t.http().get(rendition.url).set(auth(author.claims)).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const bytes = Buffer.from(served.body);
      expect(bytes.equals(PHONE_PHOTO)).toBe(false);
      const seen = await inspectServedImage(bytes);
      expect(seen).toMatchObject({ width: rendition.width, height: rendition.height, hasMetadata: false });
      expect(seen.leftIsRed).toBe(true); // the stored left half is the top once turned upright
    }
    // Nothing in storage is the original.
    for (const name of files()) expect(readFileSync(join(uploadDir, name)).equals(PHONE_PHOTO)).toBe(false);
  }

  it('cleans, turns and sizes a phone photo posted as a post image, and the feeds answer its sizes', async () => {
    const res = await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .field('content', 'From the phone')
      .attach('images', PHONE_PHOTO, 'IMG_0001.jpg')
      .expect(201);
    const post: FeedPost = res.body;
    const [image] = post.images;
    await expectCleanRenditions(image as ImageInfo);
    expect(post.imageUrl).toBe(image.url);

    const { result, statements } = await recordQueries(() =>
      t.http().get(`/api/profile/${author.username}/posts`).expect(200),
    );
    const listed = (result.body.posts as FeedPost[]).find((p) => p.id === post.id)!;
    expect(listed.images[0]).toEqual(image);
    expect(listed.video).toBeNull();
    // The sizes come with the posts: no statement of their own.
    expect(statements.filter((s) => s.text.includes('media_uploads'))).toHaveLength(1);
  });

  it('cleans, turns and sizes a phone photo sent to POST /api/posts/media', async () => {
    const res = await uploadMedia(PHONE_PHOTO, 'IMG_0002.jpg').expect(200);
    const body: MediaUploadResponse = res.body;
    expect(body.mediaType).toBe('image');
    expect(body.mediaUrl).toBe(body.image!.url);
    expect(body.imageUrl).toBe(body.image!.url);
    await expectCleanRenditions(body.image!);
    // Unattached: every size is its owner's alone.
    for (const rendition of body.image!.renditions) await t.http().get(rendition.url).expect(404);

    const post = await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .send({ content: 'By URL', imageUrl: body.imageUrl })
      .expect(201);
    expect(post.body.images[0]).toMatchObject({ url: body.imageUrl, width: 600, height: 800 });
    expect(post.body.images[0].renditions).toEqual(body.image!.renditions);
    for (const rendition of body.image!.renditions) await t.http().get(rendition.url).expect(200);
  });

  it.each([
    ['a decompression bomb PNG (50,000 × 50,000 in a few KB)', () => decompressionBombPng(), 'bomb.png'],
    ['a truncated JPEG', () => truncatedJpeg(), 'cut.jpg'],
    ['a GIF of 1,000 frames', () => animatedGif(1000), 'flipbook.gif'],
  ])('refuses %s on both routes, storing nothing', async (_name, make, fileName) => {
    const content = await make();
    const [beforeFiles, beforeRows] = [files(), await mediaRows()];
    const media = await uploadMedia(content, fileName);
    expect(media.status).toBe(400);
    expect(media.body).toEqual({ message: UPLOAD_MESSAGES.imageOrVideo });
    const post = await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .field('content', 'x')
      .attach('images', content, fileName);
    expect(post.status).toBe(400);
    expect(post.body).toEqual({ message: UPLOAD_MESSAGES.imageOnly });
    expect(files()).toEqual(beforeFiles);
    expect(await mediaRows()).toBe(beforeRows);
  });

  it('answers other requests while large images are being decoded', async () => {
    const large = await noisyJpeg(3000, 2400);
    const finished: string[] = [];
    const track = <T>(label: string, request: PromiseLike<T>): Promise<T> =>
      Promise.resolve(request).then((answer) => {
        finished.push(label);
        return answer;
      });
    const heavy = [1, 2, 3].map((index) => track(`large ${index}`, uploadMedia(large, `large-${index}.jpg`)));
    const bomb = track('bomb', uploadMedia(decompressionBombPng(), 'bomb.png'));
    // Once the uploads are being received, a feed read goes through meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const feed = await track('feed', t.http().get('/api/posts').set(auth(author.claims)));
    expect(feed.status).toBe(200);
    const answers = await Promise.all(heavy);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await bomb).status).toBe(400);
    expect(finished.indexOf('feed')).toBeLessThan(finished.indexOf('large 3'));
  });

  it('stores a video without its location tag, with its size, length and a poster', async () => {
    const res = await uploadMedia(sampleVideo({ location: '+48.85+002.35/' }), 'clip.mp4').expect(200);
    const body: MediaUploadResponse = res.body;
    expect(body.video).toMatchObject({ url: body.videoUrl, width: 64, height: 48 });
    expect(body.video!.durationSeconds).toBeCloseTo(1, 0);
    const poster = body.video!.poster!;
    expect(poster.renditions).toHaveLength(1);
    const fileName = body.videoUrl!.split('/').pop()!;
    expect(Object.keys(videoTags(join(uploadDir, fileName)))).not.toContainEqual(
      expect.stringContaining('location'),
    );
    // The poster is served with its video's row (its owner only until posted).
    await t.http().get(poster.url).set(auth(author.claims)).expect(200);
    await t.http().get(poster.url).expect(404);

    const post = await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .send({ content: 'A clip', videoUrl: body.videoUrl })
      .expect(201);
    expect(post.body.video).toEqual(body.video);
    await t.http().get(poster.url).expect(200);

    // Deleting the post deletes the video and every size of its poster.
    await t.http().delete(`/api/posts/${post.body.id}`).set(auth(author.claims)).expect(200);
    expect(files()).not.toContain(fileName);
    expect(files()).not.toContain(poster.url.split('/').pop());
  });

  it('removes every size of a deleted post’s images and of swept uploads', async () => {
    const posted = await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .field('content', 'Soon gone')
      .attach('images', PHONE_PHOTO, 'a.jpg')
      .expect(201);
    const postFiles = (posted.body.images[0] as ImageInfo).renditions.map((r) => r.url.split('/').pop()!);
    expect(files()).toEqual(expect.arrayContaining(postFiles));
    await t.http().delete(`/api/posts/${posted.body.id}`).set(auth(author.claims)).expect(200);
    for (const name of postFiles) expect(files()).not.toContain(name);

    const upload = await uploadMedia(PHONE_PHOTO, 'b.jpg').expect(200);
    const uploadFiles = (upload.body.image as ImageInfo).renditions.map((r) => r.url.split('/').pop()!);
    await t.db.query(
      `UPDATE social.media_uploads SET created_at = now() - interval '1 hour' WHERE post_id IS NULL`,
    );
    await t.app.get(MediaSweeper).sweep();
    for (const name of uploadFiles) expect(files()).not.toContain(name);
  });
});
