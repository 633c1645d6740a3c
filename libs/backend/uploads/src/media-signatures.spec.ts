import { detectMedia, SIGNATURE_BYTES } from './media-signatures';
import { mediaTypeOfStoredName, STORED_MEDIA_NAME } from './media-types';
import * as media from './testing/media-fixtures';

describe('detectMedia (the signature table)', () => {
  it.each([
    ['JPEG', media.JPEG, 'jpg', 'image/jpeg'],
    ['PNG', media.PNG, 'png', 'image/png'],
    ['GIF', media.GIF, 'gif', 'image/gif'],
    ['WebP', media.WEBP, 'webp', 'image/webp'],
    ['AVIF', media.AVIF, 'avif', 'image/avif'],
    ['an AVIF sequence', media.AVIF_SEQUENCE, 'avif', 'image/avif'],
    ['an AVIF with generic HEIF major brand', media.AVIF_GENERIC_MAJOR, 'avif', 'image/avif'],
    ['MP4 (isom)', media.MP4, 'mp4', 'video/mp4'],
    ['MP4 (mp42)', media.MP4_V2, 'mp4', 'video/mp4'],
    ['M4V', media.M4V, 'mp4', 'video/mp4'],
    ['MOV', media.MOV, 'mov', 'video/quicktime'],
    ['WebM', media.WEBM, 'webm', 'video/webm'],
  ])('recognises %s', (_name, content, extension, contentType) => {
    expect(detectMedia(content)).toMatchObject({ extension, contentType });
  });

  it.each([
    ['the crafted ASF file that hung file-type 16', media.CRAFTED_ASF],
    ['SVG', media.SVG],
    ['HTML', media.HTML],
    ['plain text', media.TEXT],
    ['HEIC (not shown by most browsers)', media.HEIC],
    ['Matroska that is not WebM', media.MATROSKA],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, content) => {
    expect(detectMedia(content)).toBeNull();
  });

  it.each([
    ['PNG', media.PNG, 7],
    ['GIF', media.GIF, 5],
    ['WebP', media.WEBP, 11],
    ['JPEG', media.JPEG, 2],
    ['MP4', media.MP4, 11],
    ['WebM', media.WEBM, 26],
  ])('refuses a %s cut short inside its signature', (_name, content, length) => {
    expect(detectMedia(content.subarray(0, length))).toBeNull();
  });

  it('judges by bytes, not by any name: an SVG is no image whatever it is called', () => {
    // The name never reaches detectMedia; the upload tests show a PNG named .txt stored as .png.
    expect(detectMedia(Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), media.SVG]))).toBeNull();
  });

  it('reads only the first SIGNATURE_BYTES: a DocType beyond them does not count', () => {
    const lateDocType = Buffer.concat([
      Buffer.from('1a45dfa3', 'hex'),
      Buffer.alloc(SIGNATURE_BYTES, 0xec), // EBML Void padding
      Buffer.from('428284', 'hex'),
      Buffer.from('webm'),
    ]);
    expect(detectMedia(lateDocType)).toBeNull();
  });

  it('takes bounded time whatever sizes a header declares', () => {
    const hostile = [
      media.CRAFTED_ASF,
      Buffer.concat([
        Buffer.from('ffffffff', 'hex'),
        Buffer.from('ftypmif1'),
        Buffer.alloc(1024 * 1024, 0x41),
      ]),
      Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(1024 * 1024, 0x42)]),
    ];
    // CPU time, not the clock: a busy machine stalls the test without making the table scan more.
    const started = process.cpuUsage();
    for (let round = 0; round < 1000; round += 1) for (const content of hostile) detectMedia(content);
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(1000);
  });
});

describe('stored names', () => {
  it.each([
    ['0123456789abcdef0123456789abcdef.png', 'image/png'],
    ['0123456789abcdef0123456789abcdef.webm', 'video/webm'],
    ['0123456789abcdef0123456789abcdef.mov', 'video/quicktime'],
  ])('knows the type of %s', (name, contentType) => {
    expect(mediaTypeOfStoredName(name)?.contentType).toBe(contentType);
  });

  it.each([
    'notes.txt',
    '0123456789abcdef0123456789abcdef.svg',
    '0123456789abcdef0123456789abcdef.html',
    '../0123456789abcdef0123456789abcdef.png',
    '.0123456789abcdef0123456789abcdef.png',
    '0123456789ABCDEF0123456789abcdef.png',
    '0123456789abcdef0123456789abcdef.png/x',
  ])('refuses the name %s', (name) => {
    expect(STORED_MEDIA_NAME.test(name)).toBe(false);
    expect(mediaTypeOfStoredName(name)).toBeNull();
  });
});
