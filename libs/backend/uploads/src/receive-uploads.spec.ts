import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import sharp from 'sharp';
import { noisyJpeg, sampleImages, sampleVideo, startSlowUpload } from '@petcora/testing';
import { IMAGES_AND_VIDEOS, IMAGES_ONLY } from './upload-rules';
import * as media from './testing/media-fixtures';
import { startUploadServer, type UploadServer } from './testing/upload-server';

const PHOTO_RULES = { fields: [{ name: 'photo', accept: IMAGES_ONLY, maxMegabytes: 1 }] };
const POST_RULES = {
  fields: [
    { name: 'images', accept: IMAGES_ONLY, maxMegabytes: 1, maxFiles: 4 },
    { name: 'video', accept: IMAGES_AND_VIDEOS, maxMegabytes: 2 },
  ],
};
const STORED = /^[a-f0-9]{32}-[0-9]+\.webp$/;

describe('receiveUploads (streaming multipart into the upload folder)', () => {
  let server: UploadServer;

  beforeAll(async () => {
    server = await startUploadServer(PHOTO_RULES);
  });
  beforeEach(() => {
    server.options = PHOTO_RULES;
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = () => request(server.url).post('/');

  it('stores a PNG named .txt as a WebP under a random name, with the text fields', async () => {
    const res = await post()
      .field('caption', 'hello')
      .attach('photo', media.PNG, { filename: 'notes.txt', contentType: 'text/plain' });
    expect(res.status).toBe(200);
    const [file] = res.body.files;
    expect(file).toMatchObject({
      field: 'photo',
      extension: 'webp',
      contentType: 'image/webp',
      size: media.PNG.length,
      image: { width: 1, height: 1 },
    });
    expect(file.fileName).toMatch(STORED);
    expect(file.files).toEqual([file.fileName]);
    expect(res.body.fields).toEqual({ caption: 'hello' });
    const stored = await readFile(join(server.directory, file.fileName));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
    expect(await server.files()).toEqual([file.fileName]);
  });

  it('receives a multi-chunk file whole', async () => {
    const big = await noisyJpeg(700, 500);
    expect(big.length).toBeGreaterThan(256 * 1024);
    const res = await post().attach('photo', big, 'big.jpg');
    expect(res.status).toBe(200);
    const largest = await readFile(join(server.directory, res.body.files[0].fileName));
    expect(await sharp(largest).metadata()).toMatchObject({ width: 700, height: 500 });
  });

  it('takes several files per field and videos where the field allows them', async () => {
    server.options = POST_RULES;
    const images = await sampleImages();
    const res = await post()
      .attach('images', images.png, 'a.png')
      .attach('images', images.gif, 'b.gif')
      .attach('images', images.webp, 'c.webp')
      .attach('images', images.avif, 'd.avif')
      .attach('video', sampleVideo(), 'e.mp4');
    expect(res.status).toBe(200);
    expect(res.body.files.map((file: { extension: string }) => file.extension)).toEqual([
      'webp',
      'webp',
      'webp',
      'webp',
      'mp4',
    ]);
  });

  describe('refusals leave no file, temporary or final, in the folder', () => {
    let before: string[];
    beforeEach(async () => {
      before = await server.files();
    });
    afterEach(async () => {
      expect(await server.files()).toEqual(before);
    });

    it.each([
      ['an SVG named .png', media.SVG, 'logo.png', 'Please select an image file'],
      ['an HTML file', media.HTML, 'page.html', 'Please select an image file'],
      ['the crafted ASF file', media.CRAFTED_ASF, 'me.jpg', 'Please select an image file'],
      ['a truncated PNG', media.PNG.subarray(0, 6), 'cut.png', 'Please select an image file'],
      ['an empty file', Buffer.alloc(0), 'empty.png', 'Please select an image file'],
      ['a real MP4 where only images go', media.MP4, 'clip.mp4', 'Only images are allowed for this upload'],
      [
        'a WebM named .jpg where only images go',
        media.WEBM,
        'clip.jpg',
        'Only images are allowed for this upload',
      ],
    ])('refuses %s with 400', async (_case, content, filename, message) => {
      const res = await post().attach('photo', content, filename);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });

    it('refuses anything but an image or video where both go', async () => {
      server.options = POST_RULES;
      const res = await post().attach('video', media.SVG, 'x.mp4');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please select an image or video file' });
    });

    it('refuses a file over the limit with 413, keeping none of the request (earlier good files included)', async () => {
      server.options = POST_RULES;
      const oversized = Buffer.concat([media.PNG, Buffer.alloc(1024 * 1024)]);
      const res = await post().attach('images', media.PNG, 'ok.png').attach('images', oversized, 'big.png');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Please select a file smaller than 1MB' });
    });

    it('applies each field its own limit', async () => {
      server.options = POST_RULES;
      // Over the images' 1 MB, within this field's 2 MB.
      const photo = await noisyJpeg(1000, 1000, 100);
      expect(photo.length).toBeGreaterThan(1024 * 1024);
      expect((await post().attach('video', photo, 'v.jpg')).status).toBe(200);
      const tooBig = Buffer.concat([media.MP4, Buffer.alloc(2 * 1024 * 1024)]);
      const res = await post().attach('video', tooBig, 'v.mp4');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Please select a file smaller than 2MB' });
      before = await server.files(); // the first, accepted file stays
    });

    it('refuses a fifth image, an unexpected field and a second file in a one-file field', async () => {
      server.options = POST_RULES;
      let five = post();
      for (let index = 0; index < 5; index += 1) five = five.attach('images', media.PNG, `${index}.png`);
      expect((await five).status).toBe(400);
      expect((await post().attach('other', media.PNG, 'a.png')).body).toEqual({
        message: 'Unexpected field',
      });
      const two = await post().attach('video', media.MP4, 'a.mp4').attach('video', media.MP4, 'b.mp4');
      expect(two.status).toBe(400);
    });

    it.each([
      ['no boundary', 'multipart/form-data', 'x'],
      ['a body that is not multipart', 'multipart/form-data; boundary=XYZ', 'this is not multipart'],
      [
        'a boundary never closed',
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n',
      ],
    ])('refuses a malformed body (%s) with 400', async (_case, contentType, body) => {
      const res = await post().set('content-type', contentType).send(body);
      expect(res.status).toBe(400);
    });

    it('removes the partial file of a client that goes away mid-upload', async () => {
      const outcome = server.nextOutcome();
      const boundary = 'ABORTED';
      const req = httpRequest(`${server.url}/`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': 10 * 1024 * 1024,
        },
      });
      req.on('error', () => undefined);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n`);
      req.write(Buffer.concat([media.PNG, Buffer.alloc(256 * 1024)]));
      // Let the server start writing the temporary file, then drop the connection.
      await waitFor(async () => (await server.files()).length > before.length);
      req.destroy();
      expect(await outcome).toMatchObject({ message: 'Upload aborted' });
    });

    /** A 10 MB photo upload (startSlowUpload): its head and a first chunk. */
    const slowPhoto = () => ({
      url: `${server.url}/`,
      field: 'photo',
      firstChunk: Buffer.concat([media.PNG, Buffer.alloc(64 * 1024)]),
    });

    it('cuts off a body that stalls after a few bytes with 408 and removes its partial file', async () => {
      server.options = { ...PHOTO_RULES, idleTimeoutMs: 300, totalTimeoutMs: 60_000 };
      const started = Date.now();
      const { answer } = startSlowUpload(slowPhoto()); // then nothing more
      await waitFor(async () => (await server.files()).length > before.length);
      expect(await answer).toEqual({
        status: 408,
        body: { message: 'Upload timed out: no data arrived for too long' },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('cuts off a body that keeps trickling past the total limit with 408 and removes its partial file', async () => {
      server.options = { ...PHOTO_RULES, idleTimeoutMs: 300, totalTimeoutMs: 800 };
      const { answer } = startSlowUpload({ ...slowPhoto(), trickleEveryMs: 100 });
      expect(await answer).toEqual({
        status: 408,
        body: { message: 'Upload timed out: it took too long' },
      });
    });
  });
});

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition never became true');
}
