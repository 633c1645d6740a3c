import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import sharp from 'sharp';
import { noisyJpeg } from '@petcora/testing';
import { LocalFolderStorage } from './storage/local-folder-storage';
import { storeMediaStream } from './store-stream';
import * as media from './testing/media-fixtures';
import { IMAGES_ONLY, megabytes } from './upload-rules';

const RULE = { name: 'inline', accept: IMAGES_ONLY, maxMegabytes: 1 };

describe('storeMediaStream (content arriving as a stream, under a field rule)', () => {
  let directory: string;
  let storage: LocalFolderStorage;

  beforeEach(async () => {
    directory = join(await mkdtemp(join(tmpdir(), 'store-stream-')), 'media');
    storage = new LocalFolderStorage(directory);
  });
  afterEach(async () => {
    await rm(join(directory, '..'), { recursive: true, force: true });
  });

  const files = () => readdir(directory).catch(() => [] as string[]);

  it('stores a PNG that arrives in pieces as a WebP under a random name', async () => {
    const content = await noisyJpeg(300, 200);
    const pieces = [content.subarray(0, 10), content.subarray(10, 5000), content.subarray(5000)];
    const stored = await storeMediaStream(storage, Readable.from(pieces), RULE);
    expect(stored).toMatchObject({ field: 'inline', extension: 'webp', size: content.length });
    expect((await files()).sort()).toEqual([...stored.files].sort());
    const largest = await readFile(join(directory, stored.fileName));
    expect(await sharp(largest).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('refuses content over the limit with 413 while it streams, leaving no file', async () => {
    const input = new PassThrough();
    const outcome = storeMediaStream(storage, input, RULE);
    input.write(media.PNG);
    let written = media.PNG.length;
    // Keeps writing until refused: the refusal comes while the stream is still open.
    while (written <= megabytes(1) + 64 * 1024 && !input.destroyed) {
      input.write(Buffer.alloc(16 * 1024));
      written += 16 * 1024;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(outcome).rejects.toMatchObject({
      status: 413,
      message: 'Please select a file smaller than 1MB',
    });
    expect(input.writableEnded).toBe(false);
    expect(await files()).toEqual([]);
  });

  it.each([
    ['text', media.TEXT],
    ['SVG', media.SVG],
  ])('refuses %s by its first bytes with 400', async (_name, content) => {
    await expect(storeMediaStream(storage, Readable.from([content]), RULE)).rejects.toMatchObject({
      status: 400,
      message: 'Please select an image file',
    });
    expect(await files()).toEqual([]);
  });

  it('leaves no file when the input fails halfway', async () => {
    const input = new PassThrough();
    const outcome = storeMediaStream(storage, input, RULE);
    input.write(Buffer.concat([media.PNG, Buffer.alloc(100 * 1024)]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    input.destroy(new Error('client went away'));
    await expect(outcome).rejects.toThrow('client went away');
    expect(await files()).toEqual([]);
  });

  it('settles, leaving no file, when the input is destroyed before storing has begun', async () => {
    const input = new PassThrough().on('error', () => undefined); // the caller's own listener
    const outcome = storeMediaStream(storage, input, RULE);
    input.end(media.PNG);
    input.destroy(new Error('refused meanwhile'));
    await expect(outcome).rejects.toThrow('refused meanwhile');
    expect(await files()).toEqual([]);
  });
});
