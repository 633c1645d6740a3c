import { DEMO_POSTS, DEMO_USERS } from '@petcora/demo-data';
import { auth, startSocialTestApp, type SocialTestApp } from '../testing/social-test-app';
import { DemoSeedService } from './demo-seed.service';

describe('demo seed', () => {
  let t: SocialTestApp;

  beforeAll(async () => {
    t = await startSocialTestApp('seed', { DEMO_SEED: 'true' });
  });
  afterAll(() => t.close());

  const counts = async () =>
    (
      await t.db.query(
        `SELECT (SELECT count(*) FROM social.authors)::int AS authors, (SELECT count(*) FROM social.posts)::int AS posts`,
      )
    )[0];

  it('seeds the demo authors and posts at start, newest first as minutesAgo says', async () => {
    expect(await counts()).toEqual({ authors: DEMO_USERS.length, posts: DEMO_POSTS.length });
    const [maya] = DEMO_USERS.filter((u) => u.username === 'maya_and_biscuit');
    const feed = await t
      .http()
      .get('/api/posts')
      .set(auth({ sub: maya.id, username: maya.username, role: 'member' }))
      .expect(200);
    const expectedOrder = [...DEMO_POSTS].sort((a, b) => a.minutesAgo - b.minutesAgo).map((p) => p.id);
    expect(feed.body.posts.map((p: { id: string }) => p.id)).toEqual(expectedOrder);
    expect(feed.body.posts[0].user.displayName).toBe('Maya & Biscuit');
  });

  it('is idempotent and leaves edited rows alone', async () => {
    await t.db.query(`UPDATE social.posts SET likes_count = 7 WHERE id = $1`, [DEMO_POSTS[0].id]);
    expect(await t.app.get(DemoSeedService).seed()).toBe(0);
    expect(await t.app.get(DemoSeedService).seed()).toBe(0);
    expect(await counts()).toEqual({ authors: DEMO_USERS.length, posts: DEMO_POSTS.length });
    const [row] = await t.db.query(`SELECT likes_count FROM social.posts WHERE id = $1`, [DEMO_POSTS[0].id]);
    expect(row.likes_count).toBe(7);
  });

  it('does not undo a newer account event', async () => {
    const user = DEMO_USERS[2];
    await t.db.query(`UPDATE social.authors SET display_name = 'Renamed', updated_at = now() WHERE id = $1`, [
      user.id,
    ]);
    await t.app.get(DemoSeedService).seed();
    const [row] = await t.db.query(`SELECT display_name FROM social.authors WHERE id = $1`, [user.id]);
    expect(row.display_name).toBe('Renamed');
  });
});
