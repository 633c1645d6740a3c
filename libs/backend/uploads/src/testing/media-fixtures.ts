/** Headers of real files of each format (enough bytes to be recognised), and files that must be refused. */
const hex = (text: string): Buffer => Buffer.from(text.replace(/\s/g, ''), 'hex');
const withBody = (head: Buffer, bodyBytes = 64): Buffer =>
  Buffer.concat([head, Buffer.alloc(bodyBytes, 0x20)]);

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = withBody(hex('ffd8ffe000104a46494600010100000100010000'));
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const WEBP = withBody(Buffer.concat([Buffer.from('RIFF'), hex('24000000'), Buffer.from('WEBPVP8 ')]));
/** `ftyp` box of the given size, major brand and compatible brands. */
export const ftyp = (major: string, compatible: string[] = []): Buffer => {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + index * 4, 'latin1'));
  return withBody(box);
};
export const AVIF = ftyp('avif', ['avif', 'mif1', 'miaf']);
export const AVIF_SEQUENCE = ftyp('avis', ['avis', 'msf1']);
export const AVIF_GENERIC_MAJOR = ftyp('mif1', ['mif1', 'avif']);
export const MP4 = ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']);
export const MP4_V2 = ftyp('mp42', ['mp42', 'isom']);
export const M4V = ftyp('M4V ', ['M4V ', 'M4A ', 'mp42', 'isom']);
export const MOV = ftyp('qt  ', ['qt  ']);
export const HEIC = ftyp('heic', ['mif1', 'heic']);
/** EBML header, DocType "webm". */
export const WEBM = withBody(
  hex('1a45dfa3 9f 4286810142f7810142f2810442f381084282 84 7765626d 4287810442858102'),
);
/** EBML header, DocType "matroska": a general Matroska file, not WebM. */
export const MATROSKA = withBody(
  hex('1a45dfa3 a3 4286810142f7810142f2810442f381084282 88 6d6174726f736b61 4287810442858102'),
);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const TEXT = Buffer.from('just some text, not a picture\n');

/**
 * The file that froze file-type 16 (and with it the whole account service): an ASF header object whose first
 * sub-object declares a size of zero, so a parser that advances by that size never moves. ~200 bytes.
 */
export const CRAFTED_ASF = (() => {
  const headerGuid = hex('3026b2758e66cf11a6d900aa0062ce6c');
  const header = Buffer.alloc(14);
  header.writeBigUInt64LE(200n, 0); // header object size
  header.writeUInt32LE(1, 8); // one sub-object
  header.writeUInt16LE(0x0201, 12); // reserved bytes
  const subObjectGuid = hex('a1dcab8c47a9cf118ee400c00c205365'); // stream properties object
  const subObjectSize = Buffer.alloc(8); // size 0: the loop's step
  const used = headerGuid.length + header.length + subObjectGuid.length + subObjectSize.length;
  return Buffer.concat([headerGuid, header, subObjectGuid, subObjectSize, Buffer.alloc(200 - used)]);
})();
