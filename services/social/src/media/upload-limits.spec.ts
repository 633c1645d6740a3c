import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IdentityClaims } from '@petcora/contracts';
import { startSlowUpload, waitFor } from '@petcora/testing';
import { auth, insertAuthor, useSocialTestApp } from '../testing/social-test-app';
import { UploadSlots } from './upload-slots';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const kilobytesOfPng = (kilobytes: number) =>
  Buffer.concat([PNG, Buffer.alloc(kilobytes * 1024 - PNG.length)]);
const HTML_AS_PNG = Buffer.from('<!doctype html><script>alert(1)</script>');

const BYTES_SPENT = "You have used today's upload allowance of 1 MB. Please try again tomorrow.";
const FILES_SPENT = "You have uploaded today's allowance of 4 files. Please try again tomorrow.";
const TOO_MANY_AT_ONCE = 'You can upload at most 2 files at a time. Please wait for an upload to finish.';

describe('upload limits: daily budget, uploads in flight, body time limits', () => {
  let server: Server;
  let baseUrl: string;
  const uploadDir = mkdtempSync(join(tmpdir(), 'petcora-social-limits-'));

  const t = useSocialTestApp('upload_limits', {
    UPLOAD_DIR: uploadDir,
    UPLOAD_DAILY_MEGABYTES: '1',
    UPLOAD_DAILY_FILES: '4',
    UPLOADS_IN_FLIGHT_PER_MEMBER: '2',
    UPLOAD_IDLE_TIMEOUT_MS: '1000',
    UPLOAD_TOTAL_TIMEOUT_MS: '2500',
  });

  beforeAll(async () => {
    server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const member = async () => (await insertAuthor(t.db)).claims;
  const upload = (claims: IdentityClaims, content: Buffer, name = 'a.png') =>
    t.http().post('/api/posts/media').set(auth(claims)).attach('media', content, name);
  const budgetOf = async (claims: IdentityClaims) => {
    const [row]: { bytes: string; files: number }[] = await t.db.query(
      `SELECT bytes, files FROM social.upload_budgets WHERE user_id = $1`,
      [claims.sub],
    );
    return row ? { bytes: Number(row.bytes), files: row.files } : null;
  };
  const uploadsOf = async (claims: IdentityClaims) =>
    Number(
      (await t.db.query(`SELECT count(*) AS n FROM social.media_uploads WHERE user_id = $1`, [claims.sub]))[0]
        .n,
    );
  const folder = () => readdirSync(uploadDir);
  const partialFiles = () => folder().filter((name) => name.startsWith('.'));
  const inFlight = (claims: IdentityClaims) => t.app.get(UploadSlots).inFlight(claims.sub);

  /** The member's 10 MB upload: its head and a first chunk, then it stalls or trickles (startSlowUpload). */
  const slowUpload = (claims: IdentityClaims, then: { trickleEveryMs?: number } = {}) =>
    startSlowUpload({
      url: `${baseUrl}/api/posts/media`,
      headers: auth(claims),
      field: 'media',
      firstChunk: kilobytesOfPng(32),
      ...then,
    });

  describe('daily budget', () => {
    it('counts the bytes really stored and refuses the upload that would pass the byte budget with 429', async () => {
      const claims = await member();
      const file = kilobytesOfPng(400);
      expect((await upload(claims, file)).status).toBe(200);
      expect((await upload(claims, file)).status).toBe(200);
      expect(await budgetOf(claims)).toEqual({ bytes: 2 * file.length, files: 2 });
      const before = folder();

      const refused = await upload(claims, file);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: BYTES_SPENT });
      // Nothing kept of the refused upload: no file, no row, no charge.
      expect(folder().sort()).toEqual(before.sort());
      expect(await uploadsOf(claims)).toBe(2);
      expect(await budgetOf(claims)).toEqual({ bytes: 2 * file.length, files: 2 });

      // What is left still takes a smaller file.
      expect((await upload(claims, PNG)).status).toBe(200);
      expect(await budgetOf(claims)).toEqual({ bytes: 2 * file.length + PNG.length, files: 3 });
    });

    it('refuses the file past the file budget, and refuses a spent member before reading the body', async () => {
      const claims = await member();
      for (let index = 0; index < 4; index += 1) expect((await upload(claims, PNG)).status).toBe(200);
      const refused = await upload(claims, PNG);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: FILES_SPENT });

      // A 10 MB body of which only the head was sent: the answer comes at once, not after the time limits.
      const started = Date.now();
      const { answer } = slowUpload(claims);
      expect(await answer).toEqual({ status: 429, body: { message: FILES_SPENT } });
      expect(Date.now() - started).toBeLessThan(900);
      expect(await budgetOf(claims)).toEqual({ bytes: 4 * PNG.length, files: 4 });
    });

    it('counts images posted with a multipart post, and refuses a post whose images do not fit', async () => {
      const claims = await member();
      const post = () => t.http().post('/api/posts').set(auth(claims)).field('content', 'Naps');
      const image = kilobytesOfPng(300);
      expect((await post().attach('images', image, 'a.png').attach('images', image, 'b.png')).status).toBe(
        201,
      );
      expect(await budgetOf(claims)).toEqual({ bytes: 2 * image.length, files: 2 });
      const before = folder();
      const refused = await post().attach('images', image, 'c.png').attach('images', image, 'd.png');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: BYTES_SPENT });
      expect(folder().sort()).toEqual(before.sort());
      expect(await budgetOf(claims)).toEqual({ bytes: 2 * image.length, files: 2 });
    });

    it('spends nothing on refused, failed or timed-out uploads', async () => {
      const claims = await member();
      const other = await member();
      expect((await upload(claims, HTML_AS_PNG, 'x.png')).status).toBe(400);
      // Larger than the whole budget: stored, then refused, then removed.
      expect((await upload(claims, kilobytesOfPng(1100))).status).toBe(429);
      const { answer } = slowUpload(claims);
      expect((await answer).status).toBe(408);
      expect(await budgetOf(claims)).toBeNull();

      // A post whose images were stored but whose other media is refused: the post and its charge roll back.
      const notMine = await upload(other, PNG);
      const failed = await t
        .http()
        .post('/api/posts')
        .set(auth(claims))
        .field('content', 'x')
        .field('videoUrl', notMine.body.mediaUrl)
        .attach('images', PNG, 'a.png');
      expect(failed.status).toBe(400);
      expect(await budgetOf(claims)).toBeNull();
      expect(await uploadsOf(claims)).toBe(0);
    });

    it('lets no race of parallel uploads overshoot the byte budget', async () => {
      const claims = await member();
      const file = kilobytesOfPng(600); // two of them do not fit in 1 MB
      const answers = await Promise.all([upload(claims, file), upload(claims, file)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
      expect(await budgetOf(claims)).toEqual({ bytes: file.length, files: 1 });
      expect(await uploadsOf(claims)).toBe(1);
    });

    it('lets no race of parallel uploads overshoot the file budget', async () => {
      const claims = await member();
      for (let index = 0; index < 3; index += 1) expect((await upload(claims, PNG)).status).toBe(200);
      const answers = await Promise.all([upload(claims, PNG), upload(claims, PNG)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
      expect(await budgetOf(claims)).toEqual({ bytes: 4 * PNG.length, files: 4 });
    });
  });

  describe('uploads in flight', () => {
    it('refuses a third concurrent upload with 429 and gives slots back on abort, finish and error', async () => {
      const claims = await member();
      // Two uploads kept alive by a byte every 200 ms (never idle long enough to be cut off).
      const first = slowUpload(claims, { trickleEveryMs: 200 });
      const second = slowUpload(claims, { trickleEveryMs: 200 });
      await waitFor(
        () => inFlight(claims),
        (count) => count === 2,
        2_000,
      );

      const third = await upload(claims, PNG);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ message: TOO_MANY_AT_ONCE });

      // The client of the first goes away: its slot comes back at once.
      first.req.destroy();
      await waitFor(
        () => inFlight(claims),
        (count) => count === 1,
        500,
      );
      // Finished uploads give theirs back too.
      expect((await upload(claims, PNG)).status).toBe(200);
      expect((await upload(claims, PNG)).status).toBe(200);
      expect(await inFlight(claims)).toBe(1);

      // The second trickles on until the total limit cuts it off (408): its slot comes back.
      expect(await second.answer).toEqual({
        status: 408,
        body: { message: 'Upload timed out: it took too long' },
      });
      await waitFor(
        () => inFlight(claims),
        (count) => count === 0,
        500,
      );

      // A refused file gives its slot back as well.
      expect((await upload(claims, HTML_AS_PNG, 'x.png')).status).toBe(400);
      expect(await inFlight(claims)).toBe(0);
      expect(partialFiles()).toEqual([]);
    });

    it('counts each member on their own', async () => {
      const [one, two] = [await member(), await member()];
      const stalled = [slowUpload(one), slowUpload(one)];
      await waitFor(
        () => inFlight(one),
        (count) => count === 2,
        2_000,
      );
      expect((await upload(two, PNG)).status).toBe(200);
      for (const { req } of stalled) req.destroy();
      await waitFor(
        () => inFlight(one),
        (count) => count === 0,
        1_000,
      );
    });
  });

  describe('body time limits', () => {
    it('cuts off an upload that sends a few bytes then stalls with 408, removing its staged file', async () => {
      const claims = await member();
      const started = Date.now();
      const { answer } = slowUpload(claims);
      await waitFor(
        () => partialFiles().length,
        (count) => count > 0,
        1_000,
      );
      expect(await answer).toEqual({
        status: 408,
        body: { message: 'Upload timed out: no data arrived for too long' },
      });
      expect(Date.now() - started).toBeLessThan(2_400); // the idle limit, well before the total one
      expect(partialFiles()).toEqual([]);
      expect(await uploadsOf(claims)).toBe(0);
      expect(await inFlight(claims)).toBe(0);
    });

    it('cuts off an upload that trickles past the total limit with 408, removing its staged file', async () => {
      const claims = await member();
      const { answer } = slowUpload(claims, { trickleEveryMs: 200 });
      expect(await answer).toEqual({
        status: 408,
        body: { message: 'Upload timed out: it took too long' },
      });
      expect(partialFiles()).toEqual([]);
      expect(await uploadsOf(claims)).toBe(0);
    });
  });
});
