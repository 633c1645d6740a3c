import { MEDIA_TYPES, type MediaType } from './media-types';

/**
 * How many leading bytes decide a file's type. Detection never looks further and never follows a length read from
 * the file beyond this window, so a crafted header cannot make it loop or read on (file-type 16 hung forever on an
 * ASF object whose size field was zero; that is why we keep our own table).
 */
export const SIGNATURE_BYTES = 64;

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (head.length < at + bytes.length) return false;
  return bytes.every((byte, index) => head[at + index] === byte);
}

function brandAt(head: Uint8Array, at: number): string {
  return String.fromCharCode(...head.subarray(at, at + 4));
}

// ISO base media file brands (the `ftyp` box). 3GP, M4A (audio), HEIC and the like are deliberately absent.
const AVIF_BRANDS = new Set(['avif', 'avis']);
const MP4_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'M4VH', 'M4VP', 'mmp4', 'MSNV',
]); // prettier-ignore
const QUICKTIME_BRAND = 'qt  ';
/** Generic HEIF brands an AVIF may carry as major brand, naming `avif` among its compatible brands. */
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

/** `....ftyp<major><minor><compatible…>`: decided by the major brand, or by compatible brands for generic HEIF. */
function detectIsoMedia(head: Uint8Array): MediaType | null {
  if (!startsWith(head, ascii('ftyp'), 4) || head.length < 12) return null;
  const major = brandAt(head, 8);
  if (AVIF_BRANDS.has(major)) return MEDIA_TYPES.avif;
  if (major === QUICKTIME_BRAND) return MEDIA_TYPES.mov;
  if (MP4_BRANDS.has(major)) return MEDIA_TYPES.mp4;
  if (!HEIF_GENERIC_BRANDS.has(major)) return null;
  // The box's own size bounds the brand list, and the signature window bounds it again.
  const boxSize = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
  const end = Math.min(boxSize, head.length, SIGNATURE_BYTES);
  for (let at = 16; at + 4 <= end; at += 4) if (AVIF_BRANDS.has(brandAt(head, at))) return MEDIA_TYPES.avif;
  return null;
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const EBML_DOCTYPE_ID = [0x42, 0x82];

/** Matroska's EBML header with DocType "webm" (a general Matroska file is refused). */
function detectWebm(head: Uint8Array): MediaType | null {
  if (!startsWith(head, EBML_MAGIC)) return null;
  const end = Math.min(head.length, SIGNATURE_BYTES);
  for (let at = EBML_MAGIC.length; at + 3 < end; at += 1) {
    if (!startsWith(head, EBML_DOCTYPE_ID, at)) continue;
    const sizeByte = head[at + 2];
    // One-byte EBML size (0x80 | length): what every muxer writes for a four-letter DocType.
    return sizeByte === 0x84 && startsWith(head, ascii('webm'), at + 3) ? MEDIA_TYPES.webm : null;
  }
  return null;
}

const FIXED_SIGNATURES: ReadonlyArray<{ type: MediaType; test: (head: Uint8Array) => boolean }> = [
  { type: MEDIA_TYPES.jpg, test: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { type: MEDIA_TYPES.png, test: (head) => startsWith(head, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]) },
  {
    type: MEDIA_TYPES.gif,
    test: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  },
  {
    type: MEDIA_TYPES.webp,
    test: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
];

/**
 * The media type of a file, from its first bytes only (at most SIGNATURE_BYTES; pass fewer for a shorter file).
 * Null for anything not in the table: SVG, HTML, text, other containers, truncated headers.
 */
export function detectMedia(firstBytes: Uint8Array): MediaType | null {
  const head = firstBytes.subarray(0, SIGNATURE_BYTES);
  for (const signature of FIXED_SIGNATURES) if (signature.test(head)) return signature.type;
  return detectIsoMedia(head) ?? detectWebm(head);
}
