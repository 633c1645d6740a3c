import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { type IdentityClaims, MEDIA_SWEEP_JOB, MEDIA_SWEEP_QUEUE } from '@petcora/contracts';
import { waitFor } from '@petcora/testing';
import { auth, insertAuthor, insertPost, useSocialTestApp } from '../testing/social-test-app';
import { MediaSweeper } from './media-sweep';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The statement a post uses to claim an upload (PostsService.attachMedia). */
const CLAIM = `UPDATE social.media_uploads SET post_id = $3 WHERE file_name = $1 AND user_id = $2 AND post_id IS NULL`;

describe('media sweep: uploads no post used within the hour are deleted, file and row', () => {
  let owner: IdentityClaims;
  const uploadDir = mkdtempSync(join(tmpdir(), 'petcora-social-sweep-'));

  const t = useSocialTestApp('media_sweep', { UPLOAD_DIR: uploadDir, MEDIA_SWEEP_EVERY_MS: '3600000' });

  beforeAll(async () => {
    owner = (await insertAuthor(t.db)).claims;
  });
  afterAll(async () => {
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const sweep = () => t.app.get(MediaSweeper).sweep();
  /** Uploads a file and makes it `minutesAgo` old; returns its URL and file name. */
  const uploadAged = async (minutesAgo: number) => {
    const res = await t
      .http()
      .post('/api/posts/media')
      .set(auth(owner))
      .attach('media', PNG, 'a.png')
      .expect(200);
    const url: string = res.body.mediaUrl;
    const fileName = url.split('/').pop()!;
    await t.db.query(
      `UPDATE social.media_uploads SET created_at = now() - make_interval(mins => $2) WHERE file_name = $1`,
      [fileName, minutesAgo],
    );
    return { url, fileName };
  };
  const rowOf = async (fileName: string) =>
    (
      (await t.db.query(`SELECT post_id FROM social.media_uploads WHERE file_name = $1`, [fileName])) as {
        post_id: string | null;
      }[]
    )[0] ?? null;
  const stored = (fileName: string) => readdirSync(uploadDir).includes(fileName);

  it('is a BullMQ job scheduler on its own queue, at the configured interval', async () => {
    const queue = t.app.get<Queue>(getQueueToken(MEDIA_SWEEP_QUEUE));
    expect(queue.name).toBe('media-sweep');
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: MEDIA_SWEEP_JOB, every: 3_600_000 })]);
  });

  it('deletes unattached uploads older than an hour and keeps younger ones', async () => {
    const old = await uploadAged(61);
    const young = await uploadAged(59);
    const result = await sweep();
    expect(result.removed).toBe(1);
    expect(await rowOf(old.fileName)).toBeNull();
    expect(stored(old.fileName)).toBe(false);
    await t.http().get(old.url).set(auth(owner)).expect(404);
    expect(await rowOf(young.fileName)).toEqual({ post_id: null });
    expect(stored(young.fileName)).toBe(true);
  });

  it('never sweeps media attached to a post, however old', async () => {
    const upload = await uploadAged(5);
    const post = await t
      .http()
      .post('/api/posts')
      .set(auth(owner))
      .send({ content: 'Kept', imageUrl: upload.url })
      .expect(201);
    const multipart = await t
      .http()
      .post('/api/posts')
      .set(auth(owner))
      .field('content', 'Kept too')
      .attach('images', PNG, 'b.png')
      .expect(201);
    const multipartFile = (multipart.body.images[0].url as string).split('/').pop()!;
    await t.db.query(`UPDATE social.media_uploads SET created_at = now() - interval '2 days'`);
    await sweep();
    for (const fileName of [upload.fileName, multipartFile]) {
      expect(await rowOf(fileName)).not.toBeNull();
      expect(stored(fileName)).toBe(true);
    }
    await t.http().get(upload.url).expect(200);
    expect(post.body.imageUrl).toBe(upload.url);
  });

  it('runs as a job of its queue, taken by the service worker', async () => {
    const old = await uploadAged(90);
    const queue = t.app.get<Queue>(getQueueToken(MEDIA_SWEEP_QUEUE));
    await queue.add(MEDIA_SWEEP_JOB, {});
    await waitFor(
      () => rowOf(old.fileName),
      (row) => row === null,
      10_000,
    );
    await waitFor(
      () => stored(old.fileName),
      (present) => !present,
      5_000,
    );
  });

  describe('a post claiming an upload while the sweep runs', () => {
    let other: Client;
    beforeEach(async () => {
      other = new Client({ connectionString: t.database.url });
      await other.connect();
    });
    afterEach(async () => {
      await other.end();
    });

    it('claim first: the sweep waits for it, sees the upload attached and keeps it', async () => {
      const upload = await uploadAged(61);
      const postId = await insertPost(t.db, owner.sub, { content: 'Claiming' });
      await other.query('BEGIN');
      expect((await other.query(CLAIM, [upload.fileName, owner.sub, postId])).rowCount).toBe(1);
      const sweeping = sweep();
      // The sweep's DELETE is waiting on the claimed row's lock.
      await waitFor(
        async () =>
          Number(
            (
              await t.db.query(
                `SELECT count(*) AS n FROM pg_stat_activity
                  WHERE datname = current_database() AND wait_event_type = 'Lock'
                    AND query LIKE '%DELETE FROM social.media_uploads%'`,
              )
            )[0].n,
          ),
        (waiting) => waiting === 1,
        5_000,
      );
      await other.query('COMMIT');
      await sweeping;
      expect(await rowOf(upload.fileName)).toEqual({ post_id: postId });
      expect(stored(upload.fileName)).toBe(true);
      await t.http().get(upload.url).expect(200);
    });

    it('sweep first: the claim finds nothing, so no post is made pointing at the deleted file', async () => {
      const upload = await uploadAged(61);
      await sweep();
      const posts = async () =>
        Number(
          (await t.db.query(`SELECT count(*) AS n FROM social.posts WHERE user_id = $1`, [owner.sub]))[0].n,
        );
      const before = await posts();
      const res = await t
        .http()
        .post('/api/posts')
        .set(auth(owner))
        .send({ content: 'Too late', imageUrl: upload.url })
        .expect(400);
      expect(res.body).toEqual({ message: 'You can only post media you uploaded' });
      expect(await posts()).toBe(before);
    });
  });
});
