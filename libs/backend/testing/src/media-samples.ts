import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';

/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS packages without types */
const jpeg = require('jpeg-js') as {
  encode: (image: { data: Buffer; width: number; height: number }, quality: number) => { data: Buffer };
};
const piexif = require('piexifjs') as {
  dump: (exif: Record<string, Record<number, unknown>>) => string;
  insert: (exif: string, jpegBinary: string) => string;
  ImageIFD: Record<string, number>;
  GPSIFD: Record<string, number>;
  ExifIFD: Record<string, number>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** What a phone photo carries that must never be served. */
export const PHONE_EXIF = {
  make: 'PetPhone',
  model: 'PetPhone 12 Pro',
  serial: 'SN-0042-TEST',
  latitude: 48.8566,
  longitude: 2.3522,
} as const;

/**
 * A phone-like JPEG `width`×`height` as stored (left half red, right half blue, so turning is visible) with EXIF GPS,
 * make, model, serial and the given orientation (6: shown turned a quarter clockwise, i.e. upright it is
 * `height`×`width`).
 */
export function phoneJpeg(width = 800, height = 600, orientation = 6): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const left = x < width / 2;
      data[at] = left ? 220 : 20;
      data[at + 1] = 40;
      data[at + 2] = left ? 20 : 220;
      data[at + 3] = 255;
    }
  const plain = jpeg.encode({ data, width, height }, 90).data;
  const exif = piexif.dump({
    '0th': {
      [piexif.ImageIFD.Make]: PHONE_EXIF.make,
      [piexif.ImageIFD.Model]: PHONE_EXIF.model,
      [piexif.ImageIFD.Orientation]: orientation,
    },
    Exif: { [piexif.ExifIFD.BodySerialNumber]: PHONE_EXIF.serial },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: [
        [48, 1],
        [51, 1],
        [2376, 100],
      ],
      [piexif.GPSIFD.GPSLongitudeRef]: 'E',
      [piexif.GPSIFD.GPSLongitude]: [
        [2, 1],
        [21, 1],
        [788, 100],
      ],
    },
    '1st': {},
  });
  return Buffer.from(piexif.insert(exif, plain.toString('binary')), 'binary');
}

/** Whatever EXIF/GPS/XMP/IPTC exifr can read from `image` (undefined when there is none). */
export async function readPrivateMetadata(image: Buffer): Promise<unknown> {
  try {
    return await exifr.parse(image, { tiff: true, exif: true, gps: true, xmp: true, iptc: true, icc: false });
  } catch (error) {
    // exifr reads JPEG, PNG, TIFF and HEIC; a WebP is searched by its chunks instead (webpChunks).
    if ((error as Error).message.includes('Unknown file format')) return undefined;
    throw error;
  }
}

/** The chunk names of a WebP (RIFF) file, e.g. VP8 , VP8X, ANIM, EXIF, XMP , ICCP. */
export function webpChunks(image: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= image.length;) {
    names.push(image.toString('latin1', at, at + 4));
    const size = image.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

/** Checks that a served image decodes and carries no metadata; answers its format, size and which way it stands. */
export async function inspectServedImage(
  image: Buffer,
): Promise<{ width: number; height: number; format: string; hasMetadata: boolean; leftIsRed: boolean }> {
  const metadata = await sharp(image).metadata();
  const exif = await readPrivateMetadata(image);
  const chunks = metadata.format === 'webp' ? webpChunks(image) : [];
  const leaks = [PHONE_EXIF.make, PHONE_EXIF.serial, 'Exif\0\0', 'http://ns.adobe.com/xap'].some((text) =>
    image.includes(text),
  );
  // The top-left pixel tells which way the picture stands (phoneJpeg: red left half as stored).
  const { data } = await sharp(image).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  });
  return {
    width: metadata.width,
    height: metadata.height,
    format: metadata.format,
    hasMetadata: Boolean(
      metadata.exif ||
      metadata.xmp ||
      metadata.iptc ||
      metadata.icc ||
      exif ||
      leaks ||
      chunks.some((name) => ['EXIF', 'XMP ', 'ICCP'].includes(name)),
    ),
    leftIsRed: data[0] > data[2],
  };
}

/** The container tags ffprobe reads from a video file (e.g. `location`). */
export function videoTags(file: string): Record<string, string> {
  const output = execFileSync(ffprobePath(), [
    '-v',
    'error',
    '-show_entries',
    'format_tags',
    '-of',
    'json',
    file,
  ]);
  return (JSON.parse(output.toString()) as { format?: { tags?: Record<string, string> } }).format?.tags ?? {};
}

function pngChunk(type: string, content: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(content.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), content]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few KB of PNG whose header claims 50,000 × 50,000 pixels (2.5 GP): a decompression bomb. */
export function decompressionBombPng(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  // The first rows of zeros, compressed: a real bomb's start; the rest would follow the same way.
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG cut off in the middle of its picture data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const noise = Buffer.alloc(256 * 256 * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
  const whole = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A 1×1 animated GIF of `frames` frames. */
export function animatedGif(frames: number): Buffer {
  const header = Buffer.from('474946383961' + '01000100' + '800000' + '000000ffffff', 'hex');
  const loop = Buffer.from('21ff0b4e45545343415045322e300301000000', 'hex');
  const frame = Buffer.from('21f90404010000002c00000000010001000002014400', 'hex');
  return Buffer.concat([header, loop, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

function ffmpeg(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

function ffprobePath(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@ffprobe-installer/ffprobe') as { path: string }).path;
}

/** A one-second 64×48 MP4 (or `webm`) made by ffmpeg, with the given container metadata (e.g. `location`). */
export function sampleVideo(
  metadata: Record<string, string> = {},
  container: 'mp4' | 'webm' = 'mp4',
): Buffer {
  const directory = mkdtempSync(join(tmpdir(), 'sample-video-'));
  const output = join(directory, `sample.${container}`);
  try {
    execFileSync(ffmpeg(), [
      '-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=1',
      '-c:v', container === 'mp4' ? 'mpeg4' : 'libvpx',
      ...Object.entries(metadata).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
      '-y', output,
    ]); // prettier-ignore
    return readFileSync(output);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A JPEG of random-looking pixels (compresses badly, so it is big: ~1.4 MB at 700×700, quality 100). */
export async function noisyJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A small real image of each format uploads take. */
export async function sampleImages(): Promise<Record<'jpeg' | 'png' | 'gif' | 'webp' | 'avif', Buffer>> {
  const base = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });
  return {
    jpeg: await base().jpeg().toBuffer(),
    png: await base().png().toBuffer(),
    gif: await base().gif().toBuffer(),
    webp: await base().webp().toBuffer(),
    avif: await base().avif().toBuffer(),
  };
}
