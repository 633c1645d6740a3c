import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  animatedGif,
  decompressionBombPng,
  inspectServedImage,
  phoneJpeg,
  sampleVideo,
  truncatedJpeg,
  videoTags,
} from '@petcora/testing';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import { storeMediaBuffer } from '../store-buffer';
import { LocalFolderStorage } from '../storage/local-folder-storage';
import { IMAGES_AND_VIDEOS, IMAGES_ONLY } from '../upload-rules';
import { AVATAR_IMAGE_SIZES, renditionWidths } from './image-pipeline';
import { setVideoToolsForTesting } from './video-pipeline';
import { WorkSlots } from './work-slots';

const MEDIA = { name: 'media', accept: IMAGES_AND_VIDEOS, maxMegabytes: 50 };
const IMAGES = { name: 'images', accept: IMAGES_ONLY, maxMegabytes: 5 };

describe('the media pipeline', () => {
  let directory: string;
  let storage: LocalFolderStorage;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'media-processing-'));
    storage = new LocalFolderStorage(directory);
  });
  afterEach(async () => {
    setVideoToolsForTesting(undefined);
    await rm(directory, { recursive: true, force: true });
  });

  it('stores a phone photo as upright WebP renditions without any of its metadata, never the original', async () => {
    const original = phoneJpeg(800, 600, 6);
    expect((await inspectServedImage(original)).hasMetadata).toBe(true);
    const stored = await storeMediaBuffer(storage, original, IMAGES);

    expect(stored.contentType).toBe('image/webp');
    // Orientation 6: 800×600 as stored is 600×800 upright; 320 and the upright width itself, nothing wider.
    expect(stored.image!.renditions.map((r) => [r.width, r.height])).toEqual([
      [320, 427],
      [600, 800],
    ]);
    expect(stored.fileName).toBe(stored.image!.renditions[1].fileName);
    expect(stored.image!.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    const files = (await readdir(directory)).sort();
    expect(files).toEqual([...stored.files].sort());
    for (const rendition of stored.image!.renditions) {
      const served = await readFile(join(directory, rendition.fileName));
      expect(served.equals(original)).toBe(false);
      const seen = await inspectServedImage(served);
      expect(seen).toMatchObject({ format: 'webp', width: rendition.width, height: rendition.height });
      expect(seen.hasMetadata).toBe(false);
      // Turned a quarter clockwise: the stored left (red) half is now the top, so the top-left is red.
      expect(seen.leftIsRed).toBe(true);
    }
  });

  it('crops avatars to squares of the avatar widths below the picture’s shorter side', async () => {
    const stored = await storeMediaBuffer(storage, phoneJpeg(800, 600, 1), {
      ...IMAGES,
      imageSizes: AVATAR_IMAGE_SIZES,
    });
    expect(stored.image!.renditions.map((r) => [r.width, r.height])).toEqual([
      [96, 96],
      [192, 192],
      [384, 384],
    ]);
    expect(renditionWidths(AVATAR_IMAGE_SIZES, 150, 120)).toEqual([96, 120]);
  });

  it.each([
    ['a decompression bomb PNG (50,000 × 50,000 in a few KB)', () => decompressionBombPng()],
    ['a truncated JPEG', () => truncatedJpeg()],
    ['a GIF of 1,000 frames', () => animatedGif(1000)],
  ])('refuses %s with the upload message and stores nothing', async (_name, make) => {
    const file = await make();
    expect(file.length).toBeLessThan(64 * 1024);
    await expect(storeMediaBuffer(storage, file, IMAGES)).rejects.toMatchObject({
      status: 400,
      message: UPLOAD_MESSAGES.imageOnly,
    });
    await expect(storeMediaBuffer(storage, file, MEDIA)).rejects.toMatchObject({
      message: UPLOAD_MESSAGES.imageOrVideo,
    });
    expect(await readdir(directory)).toEqual([]);
  });

  it('takes a short animation', async () => {
    const stored = await storeMediaBuffer(storage, animatedGif(5), IMAGES);
    const served = await sharp(await readFile(join(directory, stored.fileName))).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 1, height: 1 });
    expect(stored.image).toMatchObject({ width: 1, height: 1 });
  });

  it('stores a video without its location tag, with its size, length and a poster', async () => {
    const original = sampleVideo({ location: '+48.85+002.35/' });
    const stored = await storeMediaBuffer(storage, original, MEDIA);
    expect(stored).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(stored.video).toMatchObject({ width: 64, height: 48 });
    expect(stored.video!.durationSeconds).toBeCloseTo(1, 0);
    expect(stored.video!.poster!.renditions.map((r) => [r.width, r.height])).toEqual([[64, 48]]);
    const originalFile = join(directory, 'original.mp4');
    await writeFile(originalFile, original);
    expect(videoTags(originalFile).location).toBe('+48.8500+002.3500/');
    await rm(originalFile);
    expect(Object.keys(videoTags(join(directory, stored.fileName)))).not.toContainEqual(
      expect.stringContaining('location'),
    );
    expect((await readdir(directory)).sort()).toEqual([...stored.files].sort());
  });

  it('refuses a file that starts like a video but is none, storing nothing', async () => {
    const fake = Buffer.concat([Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex'), Buffer.alloc(512)]); // prettier-ignore
    await expect(storeMediaBuffer(storage, fake, MEDIA)).rejects.toMatchObject({
      status: 400,
      message: UPLOAD_MESSAGES.imageOrVideo,
    });
    expect(await readdir(directory)).toEqual([]);
  });

  it('still stores a video when ffmpeg is not there, without poster or size', async () => {
    setVideoToolsForTesting(null);
    const stored = await storeMediaBuffer(storage, sampleVideo(), MEDIA);
    expect(stored.video).toBeUndefined();
    expect(await readdir(directory)).toEqual([stored.fileName]);
  });
});

describe('work slots', () => {
  it('lets at most `size` run at once and the rest in turn', async () => {
    const slots = new WorkSlots(2);
    let running = 0;
    let most = 0;
    const work = () =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
      });
    await Promise.all([work(), work(), work(), work(), work()]);
    expect(most).toBe(2);
    expect(slots.busy).toBe(0);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.busy).toBe(0);
  });
});
