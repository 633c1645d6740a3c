import { ADMIN_ELEVATION_REQUIRED } from '@petcora/contracts';
import { auth, insertAuthor, insertPost, useSocialTestApp } from '../testing/social-test-app';

describe('internal reads for the gateway', () => {
  let admin: Awaited<ReturnType<typeof insertAuthor>>;
  let member: Awaited<ReturnType<typeof insertAuthor>>;

  const t = useSocialTestApp('internal');

  beforeAll(async () => {
    admin = await insertAuthor(t.db, { username: 'cora_admin', displayName: 'Pet Cora Team' });
    member = await insertAuthor(t.db, { username: 'maya_100', displayName: 'Maya 100% Dog' });
    await insertAuthor(t.db, { username: 'maya1000', displayName: 'Another Maya' });
  });

  describe('GET /internal/stats', () => {
    it('needs an admin: 401 anonymous, 403 member', async () => {
      await t.http().get('/internal/stats').expect(401);
      const res = await t.http().get('/internal/stats').set(auth(member.claims));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String) });
      const locked = await t
        .http()
        .get('/internal/stats')
        .set(auth({ ...admin.claims, role: 'admin' }));
      expect(locked.status).toBe(403);
      expect(locked.body).toEqual({ message: ADMIN_ELEVATION_REQUIRED });
    });

    it('counts posts, likes and repets in total and since midnight UTC, with the newest activity', async () => {
      const today = await insertPost(t.db, member.id, { content: 'today' });
      const old = await insertPost(t.db, admin.id, { content: 'long ago', minutesAgo: 3 * 24 * 60 });
      await t.db.query(
        `INSERT INTO social.posts (user_id, content, is_repet, original_post_id) VALUES ($1, '', true, $2)`,
        [admin.id, today],
      );
      await t.db.query(`INSERT INTO social.likes (user_id, post_id) VALUES ($1, $2), ($3, $2)`, [
        admin.id,
        today,
        member.id,
      ]);
      await t.db.query(
        `INSERT INTO social.likes (user_id, post_id, created_at) VALUES ($1, $2, now() - interval '3 days')`,
        [admin.id, old],
      );
      // Two open reports of one post, one dismissed report, one suspended member.
      await t.db.query(
        `INSERT INTO social.reports (reporter_id, target_type, target_id, reason, status)
         VALUES ($1, 'post', $3, 'spam', 'open'), ($2, 'post', $3, 'spam', 'open'), ($1, 'user', $2, 'spam', 'dismissed')`,
        [admin.id, member.id, old],
      );
      await t.db.query(`UPDATE social.authors SET suspended_at = now() WHERE id = $1`, [member.id]);
      // "today" is computed by Postgres: a post created a minute ago may still be yesterday just after midnight UTC.
      const [{ since_midnight }] = await t.db.query(
        `SELECT (now() - interval '1 minute') >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS since_midnight`,
      );
      const res = await t
        .http()
        .get('/internal/stats')
        .set(auth({ ...admin.claims, role: 'admin', adminElevated: true }))
        .expect(200);
      expect(res.body).toEqual({
        posts: { total: 2, today: since_midnight ? 1 : expect.any(Number) },
        likes: { total: 3, today: since_midnight ? 2 : expect.any(Number) },
        repets: { total: 1, today: since_midnight ? 1 : expect.any(Number) },
        moderation: { pending: 1, openReports: 2, suspendedMembers: 1 },
        recentActivity: [
          { id: today, description: 'New post by @maya_100', timestamp: expect.any(String) },
          { id: old, description: 'New post by @cora_admin', timestamp: expect.any(String) },
        ],
      });
    });
  });
});
