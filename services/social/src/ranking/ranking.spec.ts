import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { FeedPage } from '@petcora/contracts';
import {
  auth,
  insertAuthor,
  insertPost,
  startSocialTestApp,
  type SocialTestApp,
} from '../testing/social-test-app';
import { waitFor } from '@petcora/testing';
import { validateEnv } from '@petcora/nest-common';
import { SocialEnv } from '../config/social-env';
import { RANKING_QUEUE, RANKING_REBUILD_JOB, RANKING_REFRESH_JOB } from './ranking.module';
import { RankingRefresher } from './ranking-refresher';

type Author = Awaited<ReturnType<typeof insertAuthor>>;

const ids = (page: FeedPage) => page.posts.map((p) => p.id);
const RANKED = [
  '/api/posts/trending?limit=50',
  '/api/posts?algorithm=timeline&limit=50',
  '/api/posts/recommended?limit=50',
];

/** The maintained rankings: kept current by the writes, refreshed by their job, rebuilt from Postgres. */
describe('maintained rankings', () => {
  let t: SocialTestApp;
  let queue: Queue;
  let viewer: Author;
  let followed: Author;
  let stranger: Author;
  const posts: string[] = [];

  beforeAll(async () => {
    t = await startSocialTestApp('ranking');
    queue = t.app.get<Queue>(getQueueToken(RANKING_QUEUE));
    viewer = await insertAuthor(t.db, { username: 'ranking_viewer' });
    followed = await insertAuthor(t.db, { username: 'ranking_followed' });
    stranger = await insertAuthor(t.db, { username: 'ranking_stranger' });
    await t.db.query(`INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2)`, [
      viewer.id,
      followed.id,
    ]);
    for (let i = 0; i < 12; i += 1) {
      const author = [viewer, followed, stranger][i % 3];
      posts.push(await insertPost(t.db, author.id, { content: `ranked #tag${i % 4}`, minutesAgo: i * 45 }));
    }
    // Engagement of every kind, some of it by the followed account (recommended weighs those likes up).
    for (const [i, likes, comments, repets] of [
      [2, 4, 1, 0],
      [5, 9, 0, 2],
      [8, 1, 3, 1],
    ] as const)
      await t.db.query(
        `UPDATE social.posts SET likes_count = $2, comments_count = $3, repets_count = $4 WHERE id = $1`,
        [posts[i], likes, comments, repets],
      );
    await t.db.query(`INSERT INTO social.likes (user_id, post_id) VALUES ($1, $2)`, [followed.id, posts[11]]);
    // Written with SQL: the rebuild makes the viewer's recommendation candidates of that follow and like.
    await t.rebuildRankings();
  });
  afterAll(() => t.close());

  const read = async (path: string, who: Author | null = viewer): Promise<string[]> => {
    const req = t.http().get(path);
    return ids((await (who ? req.set(auth(who.claims)) : req).expect(200)).body);
  };

  async function runJob(name: string): Promise<void> {
    const job = await queue.add(name, {}, { removeOnComplete: true, removeOnFail: true });
    await waitFor(
      () => job.getState(),
      (state) => state === 'completed' || state === 'unknown',
      10_000,
    );
  }

  it('keeps post_scores equal to a rebuild from the posts, and a rebuild gives the same pages', async () => {
    const scores = `SELECT post_id, score, created_at, user_id FROM social.post_scores ORDER BY post_id`;
    const maintained: unknown[] = await t.db.query(scores);
    const before = await Promise.all(RANKED.map((path) => read(path)));
    await t.db.query(`DELETE FROM social.post_scores`);
    await runJob(RANKING_REBUILD_JOB);
    expect(await t.db.query(scores)).toEqual(maintained);
    expect(await Promise.all(RANKED.map((path) => read(path)))).toEqual(before);
  });

  it('runs two refreshes and a rebuild at once one after another, each replacing the tables whole', async () => {
    const refresher = t.app.get(RankingRefresher);
    const results = await Promise.all([refresher.refresh(), refresher.rebuild(), refresher.refresh()]);
    expect(results.map((r) => r.hashtags)).toEqual([4, 4, 4]);
    const [{ n }]: { n: number }[] = await t.db.query(
      `SELECT count(*)::int AS n FROM social.trending_hashtags`,
    );
    expect(n).toBe(4);
  });

  it('moves a post in trending with the like that raises it, in the like’s own transaction', async () => {
    const quiet = posts[10];
    const before = await read('/api/posts/trending?limit=50', null);
    for (const liker of [viewer, followed, stranger])
      await t.http().post(`/api/posts/${quiet}/like`).set(auth(liker.claims)).expect(200);
    const after = await read('/api/posts/trending?limit=50', null);
    expect(after.indexOf(quiet)).toBeLessThan(before.indexOf(quiet));
    await t.http().delete(`/api/posts/${quiet}/unlike`).set(auth(stranger.claims)).expect(200);
    const [{ score }]: { score: number }[] = await t.db.query(
      `SELECT score FROM social.post_scores WHERE post_id = $1`,
      [quiet],
    );
    const [{ expected }]: { expected: number }[] = await t.db.query(
      `SELECT social.post_rank_score(likes_count, comments_count, replies_count, repets_count, created_at) AS expected
         FROM social.posts WHERE id = $1`,
      [quiet],
    );
    expect(score).toBe(expected);
  });

  it('takes a removed post out of every ranked list at once, and a deleted one with its score', async () => {
    const [removed, deleted] = [posts[2], posts[5]];
    await t.db.query(`UPDATE social.posts SET removed_at = now() WHERE id = $1`, [removed]);
    await t.http().delete(`/api/posts/${deleted}`).set(auth(stranger.claims)).expect(200);
    for (const path of RANKED)
      for (const who of path.includes('timeline') ? [viewer, stranger] : [viewer, stranger, null]) {
        const order = await read(path, who);
        expect(order).not.toContain(deleted);
        if (who !== null && who.id !== stranger.id) expect(order).not.toContain(removed);
      }
    expect(await t.db.query(`SELECT 1 FROM social.post_scores WHERE post_id = $1`, [deleted])).toEqual([]);
  });

  it('counts a new tag at once from the posts since the refresh, and keeps the stored counts until the next one', async () => {
    await t.refreshRankings();
    const trending = async () =>
      Object.fromEntries(
        (
          (await t.http().get('/api/hashtags/trending?limit=20').expect(200)).body.hashtags as {
            tag: string;
            postsCount: number;
          }[]
        ).map((h) => [h.tag, h.postsCount]),
      );
    const before = await trending();
    expect(before.brandnew).toBeUndefined();
    // Posted after the refresh: counted by the request's read of the posts since it, with no job run.
    await insertPost(t.db, stranger.id, { content: '#brandnew first' });
    await insertPost(t.db, followed.id, { content: '#brandnew second and #tag1' });
    const fresh = await trending();
    expect(fresh.brandnew).toBe(2);
    expect(fresh.tag1).toBe(before.tag1 + 1);
    // The refresh stores them; the counts stay the same, now read from the table alone.
    await runJob(RANKING_REFRESH_JOB);
    expect(await trending()).toEqual(fresh);
    const [stored] = await t.db.query(
      `SELECT posts_count FROM social.trending_hashtags WHERE tag = 'brandnew'`,
    );
    expect(stored.posts_count).toBe(2);
  });

  it('answers from Postgres when the precomputed tables are empty and Redis holds no job', async () => {
    await queue.obliterate({ force: true });
    await t.db.query(`DELETE FROM social.trending_hashtags`);
    const tags = (await t.http().get('/api/hashtags/trending').expect(200)).body.hashtags as unknown[];
    expect(tags.length).toBeGreaterThan(0);
    for (const path of RANKED) expect((await read(path)).length).toBeGreaterThan(0);
    await t.http().get('/api/suggested-accounts').set(auth(viewer.claims)).expect(200);
  });
});

describe('RANKING_REFRESH_EVERY_MS', () => {
  const env = (value: string) =>
    validateEnv(SocialEnv, { NODE_ENV: 'test', RANKING_REFRESH_EVERY_MS: value });

  it('defaults to a minute and accepts a shorter period', () => {
    expect(validateEnv(SocialEnv, { NODE_ENV: 'test' }).RANKING_REFRESH_EVERY_MS).toBe(60_000);
    expect(env('5000').RANKING_REFRESH_EVERY_MS).toBe(5_000);
  });

  it('refuses a period beyond the minute the lists promise, a busy loop, and anything not a whole number', () => {
    for (const value of ['60001', '86400000', '999', '0', '-1', '1.5', 'soon', '1e400', '9'.repeat(10_000)])
      expect(() => env(value)).toThrow(/RANKING_REFRESH_EVERY_MS/);
  });
});
