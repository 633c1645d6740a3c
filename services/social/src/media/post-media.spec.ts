import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeedPost } from '@petcora/contracts';
import { sampleVideo } from '@petcora/testing';
import { auth, insertAuthor, useSocialTestApp } from '../testing/social-test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = sampleVideo();
const HTML_AS_PNG = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

describe('post media: multipart posts, the media upload, ownership, serving, cleanup', () => {
  let author: Awaited<ReturnType<typeof insertAuthor>>;
  let other: Awaited<ReturnType<typeof insertAuthor>>;
  const uploadDir = mkdtempSync(join(tmpdir(), 'petcora-social-media-'));

  const t = useSocialTestApp('media', { UPLOAD_DIR: uploadDir });

  beforeAll(async () => {
    author = await insertAuthor(t.db);
    other = await insertAuthor(t.db);
  });
  afterAll(async () => {
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const files = () => readdirSync(uploadDir);
  const postCount = async () => Number((await t.db.query(`SELECT count(*) AS n FROM social.posts`))[0].n);
  const multipart = (claims = author.claims) => t.http().post('/api/posts').set(auth(claims));
  /** The author's upload through POST /api/posts/media, before any post uses it. */
  const uploadMedia = (file: Buffer, name: string) =>
    t.http().post('/api/posts/media').set(auth(author.claims)).attach('media', file, name);

  it('posts text with three photos, in order, served as the images they are', async () => {
    const before = files().length;
    const res = await multipart()
      .field('content', 'Three naps')
      .field('isThread', 'false')
      .attach('images', PNG, 'a.png')
      .attach('images', PNG, 'b.png')
      .attach('images', PNG, 'c.png')
      .expect(201);
    const post: FeedPost = res.body;
    expect(post.images).toHaveLength(3);
    expect(post.imageUrl).toBe(post.images[0].url);
    expect(files().length).toBe(before + 3);
    const served = await t.http().get(post.images[1].url).expect(200);
    // Re-encoded: a 1×1 picture is one WebP rendition.
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps each image description (alt text) with its image, multipart and JSON alike', async () => {
    const res = await multipart()
      .field('content', 'Two described')
      .field('imageAlts', JSON.stringify(['Biscuit asleep on the sofa', '  ']))
      .attach('images', PNG, 'a.png')
      .attach('images', PNG, 'b.png')
      .expect(201);
    expect(res.body.images.map((image: { alt: string | null }) => image.alt)).toEqual([
      'Biscuit asleep on the sofa',
      null,
    ]);
    const upload = await uploadMedia(PNG, 'p.png');
    const json = await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .send({ content: 'By URL', imageUrl: upload.body.imageUrl, imageAlts: ['A tabby in a box'] })
      .expect(201);
    expect(json.body.images).toEqual([
      {
        url: upload.body.imageUrl,
        alt: 'A tabby in a box',
        width: 1,
        height: 1,
        placeholder: upload.body.image.placeholder,
        renditions: upload.body.image.renditions,
      },
    ]);
    const read = await t.http().get(`/api/posts/${res.body.id}`).expect(200);
    expect(read.body.images[0].alt).toBe('Biscuit asleep on the sofa');
  });

  it.each([
    ['not JSON', 'a dog', 'imageAlts must be a list of texts'],
    ['five descriptions', JSON.stringify(['a', 'b', 'c', 'd', 'e']), 'At most 4 image descriptions'],
    [
      'a description of 1001 characters',
      JSON.stringify(['x'.repeat(1001)]),
      'An image description can be at most 1000 characters',
    ],
    ['a number', JSON.stringify([42]), 'Each image description must be text'],
  ])('refuses image descriptions that are %s, writing nothing', async (_label, imageAlts, message) => {
    const [beforeFiles, beforePosts] = [files().length, await postCount()];
    const res = await multipart()
      .field('content', 'x')
      .field('imageAlts', imageAlts)
      .attach('images', PNG, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(files().length).toBe(beforeFiles);
    expect(await postCount()).toBe(beforePosts);
  });

  it('takes an image-only post (no text)', async () => {
    const res = await multipart().attach('images', PNG, 'only.png').expect(201);
    expect(res.body.content).toBe('');
  });

  it.each([
    [
      'five images',
      (r: ReturnType<typeof multipart>) =>
        [1, 2, 3, 4, 5].reduce((req, i) => req.attach('images', PNG, `${i}.png`), r.field('content', 'x')),
      400,
      'You can only upload up to 4 images per post',
    ],
    [
      'a 6 MB image',
      (r: ReturnType<typeof multipart>) =>
        r
          .field('content', 'x')
          .attach('images', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'big.png'),
      413,
      'Please select a file smaller than 5MB',
    ],
    [
      'an HTML file named .png',
      (r: ReturnType<typeof multipart>) =>
        r
          .field('content', 'x')
          .attach('images', HTML_AS_PNG, { filename: 'cat.png', contentType: 'image/png' }),
      400,
      'Please select an image file',
    ],
    [
      'a video in the images field',
      (r: ReturnType<typeof multipart>) => r.field('content', 'x').attach('images', MP4, 'clip.png'),
      400,
      'Only images are allowed for this upload',
    ],
  ])('refuses %s and leaves nothing behind', async (_label, build, status, message) => {
    const [beforeFiles, beforePosts] = [files().length, await postCount()];
    const res = await build(multipart());
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    expect(files().length).toBe(beforeFiles);
    expect(await postCount()).toBe(beforePosts);
  });

  it('uploads a video, posts it by URL, and refuses the same URL to another member', async () => {
    const upload = await uploadMedia(MP4, 'clip.mp4');
    expect(upload.status).toBe(200);
    expect(upload.body).toEqual({
      mediaType: 'video',
      mediaUrl: expect.stringMatching(/^\/media\/social\/[a-f0-9]{32}\.mp4$/),
      imageUrl: null,
      videoUrl: expect.stringMatching(/^\/media\/social\//),
      video: expect.objectContaining({ url: upload.body.mediaUrl, width: 64, height: 48 }),
    });
    const stolen = await t
      .http()
      .post('/api/posts')
      .set(auth(other.claims))
      .send({ content: 'mine now', videoUrl: upload.body.videoUrl })
      .expect(400);
    expect(stolen.body).toEqual({ message: 'You can only post media you uploaded' });
    const post = await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .send({ content: 'Zoomies', videoUrl: upload.body.videoUrl })
      .expect(201);
    expect(post.body.videoUrl).toBe(upload.body.videoUrl);
    // Used once: it cannot be attached to a second post.
    await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .send({ videoUrl: upload.body.videoUrl })
      .expect(400);
  });

  it('deleting a post deletes its files', async () => {
    const post: FeedPost = (
      await multipart().field('content', 'temp').attach('images', PNG, 'x.png').expect(201)
    ).body;
    const fileName = post.images[0].url.split('/').pop()!;
    expect(files()).toContain(fileName);
    await t.http().delete(`/api/posts/${post.id}`).set(auth(author.claims)).expect(200);
    expect(files()).not.toContain(fileName);
    await t.http().get(post.images[0].url).expect(404);
  });

  it('until a post uses an upload, only its owner can fetch it; then it is served to all, cached a day', async () => {
    const upload = await uploadMedia(PNG, 'p.png').expect(200);
    const url: string = upload.body.mediaUrl;
    const signedOut = await t.http().get(url);
    expect(signedOut.status).toBe(404);
    expect(signedOut.body).toEqual({ message: 'File not found' });
    await t.http().get(url).set(auth(other.claims)).expect(404);
    const own = await t.http().get(url).set(auth(author.claims)).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-store');

    await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .send({ content: 'Now public', imageUrl: url })
      .expect(201);
    const served = await t.http().get(url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=86400, must-revalidate');
    expect(served.headers.etag).toBeTruthy();
    expect(served.headers['last-modified']).toBeTruthy();
    await t.http().get(url).set(auth(other.claims)).expect(200);
    await t.http().get(url).set('If-None-Match', served.headers.etag).expect(304);
  });

  it("stops serving a deleted post's media at once, and never caches it as immutable", async () => {
    const upload = await uploadMedia(MP4, 'clip.mp4').expect(200);
    const post = await t
      .http()
      .post('/api/posts')
      .set(auth(author.claims))
      .send({ content: 'Short-lived', videoUrl: upload.body.videoUrl })
      .expect(201);
    const served = await t.http().get(upload.body.videoUrl).expect(200);
    expect(served.headers['cache-control']).not.toMatch(/immutable/);
    expect(served.headers['cache-control']).toMatch(/must-revalidate/);

    await t.http().delete(`/api/posts/${post.body.id}`).set(auth(author.claims)).expect(200);
    for (const viewer of [undefined, author.claims, other.claims]) {
      const gone = await t
        .http()
        .get(upload.body.videoUrl)
        .set(viewer ? auth(viewer) : {});
      expect(gone.status).toBe(404);
      expect(gone.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    }
  });

  it('serves no file without its upload row (a row gone means the file is gone)', async () => {
    const upload = await uploadMedia(PNG, 'p.png').expect(200);
    const fileName = (upload.body.mediaUrl as string).split('/').pop()!;
    await t.db.query(`DELETE FROM social.media_uploads WHERE file_name = $1`, [fileName]);
    expect(files()).toContain(fileName);
    await t.http().get(upload.body.mediaUrl).set(auth(author.claims)).expect(404);
  });

  it('refuses visitors before reading any file', async () => {
    await t.http().post('/api/posts/media').attach('media', PNG, 'a.png').expect(401);
    await t.http().post('/api/posts').field('content', 'x').attach('images', PNG, 'a.png').expect(401);
  });
});
