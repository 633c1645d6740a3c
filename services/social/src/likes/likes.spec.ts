import { randomUUID } from 'node:crypto';
import { auth, insertAuthor, insertPost, useSocialApp } from '../testing/social-test-app';

describe('likes', () => {
  const s = useSocialApp('likes', { author: {}, fan: {} });

  const counts = async (postId: string) => {
    const [row] = await s.t.db.query(
      `SELECT p.likes_count, (SELECT count(*)::int FROM social.likes l WHERE l.post_id = p.id) AS rows
         FROM social.posts p WHERE p.id = $1`,
      [postId],
    );
    return { counter: row.likes_count as number, rows: row.rows as number };
  };

  it('likes through both spellings, twice is still one like, and unlikes through both', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    const first = await s.t.http().post('/api/likes').set(auth(s.fan.claims)).send({ postId }).expect(200);
    expect(first.body).toEqual({ postId, isLiked: true, likesCount: 1, likeCount: 1 });
    await s.t.http().post(`/api/posts/${postId}/like`).set(auth(s.fan.claims)).expect(200);
    expect(await counts(postId)).toEqual({ counter: 1, rows: 1 });

    const unliked = await s.t.http().delete(`/api/likes/${postId}`).set(auth(s.fan.claims)).expect(200);
    expect(unliked.body).toEqual({ postId, isLiked: false, likesCount: 0, likeCount: 0 });
    await s.t.http().delete(`/api/posts/${postId}/unlike`).set(auth(s.fan.claims)).expect(200);
    expect(await counts(postId)).toEqual({ counter: 0, rows: 0 });
  });

  it('counts 50 concurrent likes from 50 members exactly', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    const members = await Promise.all(Array.from({ length: 50 }, () => insertAuthor(s.t.db)));
    const results = await Promise.all(
      members.map((m) =>
        s.t
          .http()
          .post(`/api/posts/${postId}/like`)
          .set(auth(m.claims))
          .then((r) => r.status),
      ),
    );
    expect(results.every((status) => status === 200)).toBe(true);
    expect(await counts(postId)).toEqual({ counter: 50, rows: 50 });
  });

  it('keeps row and counter in step when likes and unlikes of one member race', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? s.t.http().post('/api/likes').set(auth(s.fan.claims)).send({ postId })
        : s.t.http().delete(`/api/likes/${postId}`).set(auth(s.fan.claims)),
    );
    await Promise.all(calls);
    const { counter, rows } = await counts(postId);
    expect(counter).toBe(rows);
    expect(rows).toBeLessThanOrEqual(1);
  });

  it('shows isLiked and the count in the feed for the liker only', async () => {
    const postId = await insertPost(s.t.db, s.author.id, { content: 'feed like check' });
    await s.t.http().post('/api/likes').set(auth(s.fan.claims)).send({ postId }).expect(200);
    const forFan = await s.t.http().get('/api/posts').set(auth(s.fan.claims)).expect(200);
    const forAuthor = await s.t.http().get('/api/posts').set(auth(s.author.claims)).expect(200);
    const find = (body: { posts: { id: string }[] }) => body.posts.find((p) => p.id === postId);
    expect(find(forFan.body)).toMatchObject({ isLiked: true, likesCount: 1 });
    expect(find(forAuthor.body)).toMatchObject({ isLiked: false, likesCount: 1 });
  });

  it('answers 401 for visitors, 404 for a missing post, 400 for a bad id, and writes nothing', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    await s.t.http().post('/api/likes').send({ postId }).expect(401);
    const missing = await s.t
      .http()
      .post('/api/likes')
      .set(auth(s.fan.claims))
      .send({ postId: randomUUID() })
      .expect(404);
    expect(missing.body).toEqual({ message: 'Post not found' });
    const bad = await s.t.http().post('/api/posts/not-a-uuid/like').set(auth(s.fan.claims)).expect(400);
    expect(bad.body).toEqual({ message: 'Invalid post id' });
    await s.t.http().post('/api/likes').set(auth(s.fan.claims)).send({ postId: 42 }).expect(400);
    expect(await counts(postId)).toEqual({ counter: 0, rows: 0 });
  });

  it('lets a member whose account event has not arrived yet like (author row created on the fly)', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    const newcomer = { sub: randomUUID(), username: 'brand_new_member', role: 'member' as const };
    await s.t.http().post('/api/likes').set(auth(newcomer)).send({ postId }).expect(200);
    expect(await counts(postId)).toEqual({ counter: 1, rows: 1 });
  });
});
