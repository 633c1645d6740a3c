import { identityHeaders } from '@petcora/testing';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { PublicProfileSource } from '../events/account-events.outbox';
import { MediaStore } from '../media/media-store.service';
import type { AccountTestContext } from './account-test-app';

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a real GIF89a. */
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** An MP4 file's `ftyp` box. */
export const MP4_BYTES = Buffer.concat([
  Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex'),
  Buffer.alloc(64),
]);
/** A WebM (EBML, DocType "webm") header. */
export const WEBM_BYTES = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  Buffer.alloc(64),
]);
export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
export const TEXT_BYTES = Buffer.from('just some text, not a picture\n');
/**
 * The ~200-byte file that froze file-type 16 and with it the whole service: an ASF header object
 * whose first sub-object declares a size of zero. Same bytes as libs/backend/uploads/src/testing/media-fixtures.ts.
 */
export const CRAFTED_ASF_BYTES = (() => {
  const header = Buffer.alloc(14);
  header.writeBigUInt64LE(200n, 0); // header object size
  header.writeUInt32LE(1, 8); // one sub-object
  header.writeUInt16LE(0x0201, 12); // reserved bytes
  const parts = [
    Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex'), // ASF header object GUID
    header,
    Buffer.from('a1dcab8c47a9cf118ee400c00c205365', 'hex'), // stream properties object GUID
    Buffer.alloc(8), // its size: zero
  ];
  const used = parts.reduce((sum, part) => sum + part.length, 0);
  return Buffer.concat([...parts, Buffer.alloc(200 - used)]);
})();

/** Gateway identity headers of a valid token whose account does not exist (deleted, or never made). */
export const GHOST_MEMBER_HEADERS = identityHeaders(
  { sub: '00000000-0000-4000-8000-000000000000', username: 'ghost', role: 'member' },
  'account',
);

/** A profile as the events outbox reads it: the fields given, the rest empty (joined and updated at time 0). */
export function profileSource(
  fields: Pick<PublicProfileSource, 'id' | 'username'> & Partial<PublicProfileSource>,
): PublicProfileSource {
  return {
    displayName: null,
    profileImageUrl: null,
    isVerified: false,
    bio: null,
    coverImageUrl: null,
    location: null,
    website: null,
    joinedDate: new Date(0),
    updatedAt: new Date(0),
    ...fields,
  };
}

export interface TestMember {
  id: string;
  username: string;
  headers: Record<string, string>;
}

let sequence = 0;

/** Signs a fresh member up through the API and answers the gateway identity headers for them. */
export async function signUpMember(ctx: AccountTestContext, prefix = 'member'): Promise<TestMember> {
  sequence += 1;
  const username = `${prefix}_${sequence}_${Math.random().toString(36).slice(2, 6)}`;
  const res = await ctx
    .http()
    .post('/api/auth/signup')
    .send({ email: `${username}@example.com`, password: 'member-password', username });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.user.id,
    username,
    headers: identityHeaders({ sub: res.body.user.id, username, role: 'member' }, 'account'),
  };
}

/** Every file in the test app's upload folder, temporary ones included. */
export async function storedFiles(ctx: AccountTestContext): Promise<string[]> {
  return readdir(ctx.app.get(MediaStore).storage.stagingDirectory).catch(() => []);
}

/** Row of the user as stored. */
export async function userRow(ctx: AccountTestContext, id: string): Promise<Record<string, unknown>> {
  const [row] = await ctx.dataSource.query(`SELECT * FROM "account"."users" WHERE id = $1`, [id]);
  return row;
}

/** Whether `bytes` is the 1×1 test picture as the pipeline stores it: re-encoded as WebP, never the upload itself. */
export async function isReencodedPixel(bytes: Buffer): Promise<boolean> {
  const metadata = await sharp(bytes).metadata();
  return (
    metadata.format === 'webp' && metadata.width === 1 && metadata.height === 1 && !bytes.equals(PNG_BYTES)
  );
}
