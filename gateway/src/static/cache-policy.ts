import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** webpack's `[contenthash]` file names: `main.3f9a1c2b.js`, `123.abcdef0123456789.css`, `logo-3f9a1c2b.webp`. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The shell's files: hashed ones can be kept forever (a new build gets new names); everything else is revalidated
 * every time. (A remote's files are all kept forever: they sit under their version, see static-assets.ts.)
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'index.html') return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
