import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { FeedPage } from '@petcora/contracts';
import { waitFor } from '@petcora/testing';
import {
  auth,
  insertAuthor,
  insertPost,
  recordQueries,
  startSocialTestApp,
  type SocialTestApp,
} from '../testing/social-test-app';
import { RECOMMENDED_FOLLOWED_LIKE_WEIGHT } from '../feed/feed.repository';
import { RANKING_QUEUE, RANKING_REBUILD_JOB, RANKING_REFRESH_JOB, RankingEvents } from './ranking.module';
import {
  FOLLOWED_LIKE_BATCH,
  FOLLOWED_LIKE_JOB,
  RECOMMENDATION_CANDIDATES_KEPT,
} from './recommendation-candidates';

type Author = Awaited<ReturnType<typeof insertAuthor>>;
interface CandidateRow {
  member_id: string;
  post_id: string;
  followed_likes: number;
}

const ids = (page: FeedPage) => page.posts.map((p) => p.id);
const CANDIDATES = `SELECT member_id, post_id, followed_likes, post_created_at FROM social.recommendation_candidates
                     ORDER BY member_id, post_id`;

/** Recommended's per-member candidates: kept by the ranking queue after likes and follows, pruned, rebuilt. */
describe('recommendation candidates', () => {
  let t: SocialTestApp;
  let queue: Queue;
  let viewer: Author;
  let followed: Author;
  let stranger: Author;
  /** Liked by `followed` in the tests; an hour older than `rival`, as engaged once liked. */
  let liked: string;
  let rival: string;

  beforeAll(async () => {
    t = await startSocialTestApp('candidates');
    queue = t.app.get<Queue>(getQueueToken(RANKING_QUEUE));
    viewer = await insertAuthor(t.db, { username: 'cand_viewer' });
    followed = await insertAuthor(t.db, { username: 'cand_followed' });
    stranger = await insertAuthor(t.db, { username: 'cand_stranger' });
    await t.http().post(`/api/users/${followed.username}/follow`).set(auth(viewer.claims)).expect(200);
    liked = await insertPost(t.db, stranger.id, { content: 'liked', minutesAgo: 180 });
    rival = await insertPost(t.db, stranger.id, { content: 'rival', minutesAgo: 120 });
    await t.db.query(`UPDATE social.posts SET likes_count = 1 WHERE id = $1`, [rival]);
    for (let i = 0; i < 4; i += 1)
      await insertPost(t.db, stranger.id, { content: `filler ${i}`, minutesAgo: 30 * i });
    await settle();
  }, 60_000);
  afterAll(() => t.close());

  /** Relays what the likes and follows committed, then waits until the ranking queue has run every job of it. */
  async function settle(): Promise<void> {
    await t.app.get(RankingEvents).flush();
    await waitFor(
      () => queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children'),
      (counts) => Object.values(counts).every((n) => n === 0),
      30_000,
    );
  }

  async function runJob(name: string): Promise<void> {
    const job = await queue.add(name, {}, { removeOnComplete: true, removeOnFail: true });
    await waitFor(
      () => job.getState(),
      (state) => state === 'completed' || state === 'unknown',
      10_000,
    );
  }

  const recommended = async (query = 'limit=50', who: Author = viewer): Promise<FeedPage> =>
    (await t.http().get(`/api/posts/recommended?${query}`).set(auth(who.claims)).expect(200)).body;

  /** Every page of a reading, `limit` posts each, by cursor. */
  async function allPages(limit: number): Promise<string[][]> {
    const pages = [await recommended(`limit=${limit}`)];
    while (pages[pages.length - 1].nextCursor) {
      const cursor = encodeURIComponent(pages[pages.length - 1].nextCursor!);
      pages.push(await recommended(`limit=${limit}&cursor=${cursor}`));
    }
    return pages.map(ids);
  }

  const candidatesOf = (member: Author): Promise<CandidateRow[]> =>
    t.db.query(
      `SELECT member_id, post_id, followed_likes FROM social.recommendation_candidates
        WHERE member_id = $1 ORDER BY post_created_at DESC, post_id DESC`,
      [member.id],
    );

  it("boosts a post in the viewer's recommended once the job ran after a followed account's like", async () => {
    const before = ids(await recommended());
    expect(before.indexOf(rival)).toBeLessThan(before.indexOf(liked));
    await t.http().post(`/api/posts/${liked}/like`).set(auth(followed.claims)).expect(200);
    await settle();
    expect(await candidatesOf(viewer)).toEqual([{ member_id: viewer.id, post_id: liked, followed_likes: 1 }]);
    const after = ids(await recommended());
    expect(after.indexOf(liked)).toBeLessThan(after.indexOf(rival));
    // The page's sort key is the stored score plus log2((e + 1 + 5f) / (e + 1)), f the candidate's followed likes.
    const first: FeedPage = await recommended('limit=1');
    expect(ids(first)).toEqual([liked]);
    const key = Number(JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString()).k);
    const [{ expected }]: { expected: number }[] = await t.db.query(
      `SELECT s.score + ln((p.likes_count + 1 + $2 * 1)::float8 / (p.likes_count + 1)) / ln(2::float8) AS expected
         FROM social.post_scores s JOIN social.posts p ON p.id = s.post_id WHERE s.post_id = $1`,
      [liked, RECOMMENDED_FOLLOWED_LIKE_WEIGHT],
    );
    expect(key).toBeCloseTo(expected, 9);
    // Stranger follows nobody: no candidates, and the like's own weight only.
    expect(await candidatesOf(stranger)).toEqual([]);
  });

  it('reads the candidates in one statement, with no join of followed accounts’ likes', async () => {
    const { statements } = await recordQueries(() =>
      t.http().get('/api/posts/recommended?limit=5').set(auth(viewer.claims)).expect(200),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0].text).toMatch(/FROM social.recommendation_candidates c/);
    expect(statements[0].text).not.toMatch(/JOIN social.likes/);
  });

  it('lowers the count on an unlike and drops the row with the last followed like', async () => {
    const second = await insertAuthor(t.db, { username: 'cand_second' });
    await t.http().post(`/api/users/${second.username}/follow`).set(auth(viewer.claims)).expect(200);
    await t.http().post(`/api/posts/${liked}/like`).set(auth(second.claims)).expect(200);
    await settle();
    expect((await candidatesOf(viewer)).map((c) => c.followed_likes)).toEqual([2]);
    await t.http().delete(`/api/posts/${liked}/unlike`).set(auth(second.claims)).expect(200);
    await settle();
    expect((await candidatesOf(viewer)).map((c) => c.followed_likes)).toEqual([1]);
    await t.http().delete(`/api/users/${second.username}/follow`).set(auth(viewer.claims)).expect(200);
    await settle();
  });

  it('removes the boost when the viewer unfollows, and gives it back when they follow again', async () => {
    await t.http().delete(`/api/users/${followed.username}/follow`).set(auth(viewer.claims)).expect(200);
    await settle();
    expect(await candidatesOf(viewer)).toEqual([]);
    const unfollowed = ids(await recommended());
    expect(unfollowed.indexOf(rival)).toBeLessThan(unfollowed.indexOf(liked));
    await t.http().post(`/api/users/${followed.username}/follow`).set(auth(viewer.claims)).expect(200);
    await settle();
    expect(await candidatesOf(viewer)).toEqual([{ member_id: viewer.id, post_id: liked, followed_likes: 1 }]);
    const again = ids(await recommended());
    expect(again.indexOf(liked)).toBeLessThan(again.indexOf(rival));
  });

  it("leaves out a followed author's posts: following the author drops their liked post", async () => {
    await t.http().post(`/api/users/${stranger.username}/follow`).set(auth(viewer.claims)).expect(200);
    await settle();
    expect(await candidatesOf(viewer)).toEqual([]);
    await t.http().delete(`/api/users/${stranger.username}/follow`).set(auth(viewer.claims)).expect(200);
    await settle();
    expect(await candidatesOf(viewer)).toHaveLength(1);
  });

  it('gives the same candidate rows and the same pages when rebuilt from scratch', async () => {
    const maintained: unknown[] = await t.db.query(CANDIDATES);
    const pages = await allPages(2);
    expect(pages.length).toBeGreaterThan(1);
    await t.db.query(`DELETE FROM social.recommendation_candidates`);
    await runJob(RANKING_REBUILD_JOB);
    expect(await t.db.query(CANDIDATES)).toEqual(maintained);
    expect(await allPages(2)).toEqual(pages);
  });

  it('fans a like out to every follower, one batch of followers per job', async () => {
    const audience = FOLLOWED_LIKE_BATCH + 20;
    const liker = await insertAuthor(t.db, { username: 'cand_popular' });
    await t.db.query(
      `WITH fans AS (
         INSERT INTO social.authors (id, username, updated_at)
         SELECT gen_random_uuid(), 'cand_fan_' || n, now() FROM generate_series(1, $2::int) n RETURNING id)
       INSERT INTO social.follows (follower_id, following_id) SELECT id, $1 FROM fans`,
      [liker.id, audience],
    );
    const post = await insertPost(t.db, stranger.id, { content: 'popular like', minutesAgo: 10 });
    await t.http().post(`/api/posts/${post}/like`).set(auth(liker.claims)).expect(200);
    await settle();
    const [{ n }]: { n: number }[] = await t.db.query(
      `SELECT count(*)::int AS n FROM social.recommendation_candidates WHERE post_id = $1 AND followed_likes = 1`,
      [post],
    );
    expect(n).toBe(audience);
    const jobs = (await queue.getJobs(['completed'])).filter(
      (job) => job.name === FOLLOWED_LIKE_JOB && job.data.postId === post,
    );
    expect(jobs).toHaveLength(Math.ceil(audience / FOLLOWED_LIKE_BATCH));
    await t.db.query(`DELETE FROM social.authors WHERE username LIKE 'cand\\_fan\\_%' OR id = $1`, [
      liker.id,
    ]);
  });

  it('keeps at most RECOMMENDATION_CANDIDATES_KEPT rows per member, the most recent posts', async () => {
    const extra = 3;
    // As many liked posts as the cap (older than every other post here), liked by the followed account.
    await t.db.query(
      `WITH made AS (
         INSERT INTO social.posts (user_id, content, created_at)
         SELECT $1, 'capped ' || n, now() - interval '1 day' - make_interval(secs => n)
           FROM generate_series(1, $3::int) n RETURNING id)
       INSERT INTO social.likes (user_id, post_id) SELECT $2, id FROM made`,
      [stranger.id, followed.id, RECOMMENDATION_CANDIDATES_KEPT],
    );
    await runJob(RANKING_REBUILD_JOB);
    expect(await candidatesOf(viewer)).toHaveLength(RECOMMENDATION_CANDIDATES_KEPT);
    // k more likes, of newer posts, through the like and its job: still the cap, the newest kept.
    const fresh: string[] = [];
    for (let i = 0; i < extra; i += 1) {
      fresh.push(await insertPost(t.db, stranger.id, { content: `fresh ${i}`, minutesAgo: i }));
      await t.http().post(`/api/posts/${fresh[i]}/like`).set(auth(followed.claims)).expect(200);
    }
    await settle();
    const kept = await candidatesOf(viewer);
    expect(kept).toHaveLength(RECOMMENDATION_CANDIDATES_KEPT);
    expect(kept.slice(0, extra).map((c) => c.post_id)).toEqual(fresh);
    const [{ oldest }]: { oldest: string }[] = await t.db.query(
      `SELECT id AS oldest FROM social.posts WHERE content = 'capped ${RECOMMENDATION_CANDIDATES_KEPT}'`,
    );
    expect(kept.map((c) => c.post_id)).not.toContain(oldest);
    // The rebuild agrees with what the jobs kept.
    const maintained: unknown[] = await t.db.query(CANDIDATES);
    await runJob(RANKING_REBUILD_JOB);
    expect(await t.db.query(CANDIDATES)).toEqual(maintained);
  });

  it('drops, at the refresh, the posts that left the window and every row past the cap', async () => {
    const old = await insertPost(t.db, stranger.id, { content: 'left the window', minutesAgo: 8 * 24 * 60 });
    const surplus = await insertPost(t.db, stranger.id, { content: 'past the cap', minutesAgo: 2 * 24 * 60 });
    // Rows the jobs would never write: the refresh is what takes them out.
    await t.db.query(
      `INSERT INTO social.recommendation_candidates (member_id, post_id, post_created_at, followed_likes)
       SELECT $1, p.id, p.created_at, 1 FROM social.posts p WHERE p.id = ANY($2::uuid[])`,
      [viewer.id, [old, surplus]],
    );
    expect(await candidatesOf(viewer)).toHaveLength(RECOMMENDATION_CANDIDATES_KEPT + 2);
    await runJob(RANKING_REFRESH_JOB);
    const kept = (await candidatesOf(viewer)).map((c) => c.post_id);
    expect(kept).toHaveLength(RECOMMENDATION_CANDIDATES_KEPT);
    expect(kept).not.toContain(old);
    expect(kept).not.toContain(surplus);
  });

  it("recounts, after a block, the likes the block took away from the liker's followers", async () => {
    const blocker = await insertAuthor(t.db, { username: 'cand_blocker' });
    const post = await insertPost(t.db, blocker.id, { content: 'liked, then blocked', minutesAgo: 5 });
    await t.http().post(`/api/posts/${post}/like`).set(auth(followed.claims)).expect(200);
    await settle();
    expect((await candidatesOf(viewer)).map((c) => c.post_id)).toContain(post);
    // The author blocks the followed account: its like of the post goes, and so does the viewer's boost.
    await t.http().post(`/api/users/${followed.username}/block`).set(auth(blocker.claims)).expect(200);
    await settle();
    const kept = (await candidatesOf(viewer)).map((c) => c.post_id);
    expect(kept).not.toContain(post);
    expect(kept).toContain(liked);
  });
});
