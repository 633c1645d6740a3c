import { randomUUID } from 'node:crypto';
import { auth, insertAuthor, insertPost, useSocialApp } from '../testing/social-test-app';

describe('repets', () => {
  const s = useSocialApp('repets', { author: {}, fan: {} });

  const repetsCount = async (postId: string) =>
    (await s.t.db.query(`SELECT repets_count FROM social.posts WHERE id = $1`, [postId]))[0]
      .repets_count as number;

  it('repets once per member (again answers the same repet), counts it, and flags isRepeted', async () => {
    const postId = await insertPost(s.t.db, s.author.id, { content: 'repet me' });
    const first = await s.t
      .http()
      .post(`/api/posts/${postId}/repet`)
      .set(auth(s.fan.claims))
      .send({ repetComment: '' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ postId, isRepeted: true, repetsCount: 1, repetId: expect.any(String) });
    const again = await s.t
      .http()
      .post(`/api/posts/${postId}/repet`)
      .set(auth(s.fan.claims))
      .send({})
      .expect(200);
    expect(again.body.repetId).toBe(first.body.repetId);
    expect(await repetsCount(postId)).toBe(1);

    const feed = await s.t.http().get('/api/posts').set(auth(s.fan.claims)).expect(200);
    const original = feed.body.posts.find((p: { id: string }) => p.id === postId);
    expect(original).toMatchObject({ isRepeted: true, repetsCount: 1 });
    // The repet itself is not a separate empty card in the feed.
    expect(feed.body.posts.find((p: { id: string }) => p.id === first.body.repetId)).toBeUndefined();
  });

  it('counts concurrent repets of many members exactly', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    const members = await Promise.all(Array.from({ length: 20 }, () => insertAuthor(s.t.db)));
    await Promise.all(
      members.map((m) => s.t.http().post(`/api/posts/${postId}/repet`).set(auth(m.claims)).send({})),
    );
    expect(await repetsCount(postId)).toBe(20);
  });

  it('refuses visitors, missing posts and an over-long comment', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    await s.t.http().post(`/api/posts/${postId}/repet`).send({}).expect(401);
    await s.t.http().post(`/api/posts/${randomUUID()}/repet`).set(auth(s.fan.claims)).send({}).expect(404);
    const long = await s.t
      .http()
      .post(`/api/posts/${postId}/repet`)
      .set(auth(s.fan.claims))
      .send({ repetComment: 'x'.repeat(281) })
      .expect(400);
    expect(long.body).toEqual({ message: 'Your post exceeds the 280 character limit' });
    expect(await repetsCount(postId)).toBe(0);
  });
});
