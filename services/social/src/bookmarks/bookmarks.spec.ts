import { randomUUID } from 'node:crypto';
import { auth, insertPost, useSocialApp } from '../testing/social-test-app';

describe('bookmarks', () => {
  const s = useSocialApp('bookmarks', { author: {}, reader: {} });

  const rows = async (postId: string) =>
    Number(
      (await s.t.db.query(`SELECT count(*) AS n FROM social.bookmarks WHERE post_id = $1`, [postId]))[0].n,
    );

  it('bookmarks and unbookmarks, idempotently, and the feed shows it to the reader only', async () => {
    const postId = await insertPost(s.t.db, s.author.id, { content: 'bookmark me' });
    for (let i = 0; i < 2; i += 1) {
      const res = await s.t
        .http()
        .post(`/api/posts/${postId}/bookmark`)
        .set(auth(s.reader.claims))
        .expect(200);
      expect(res.body).toEqual({ postId, isBookmarked: true });
    }
    expect(await rows(postId)).toBe(1);
    const feed = await s.t.http().get('/api/posts').set(auth(s.reader.claims)).expect(200);
    expect(feed.body.posts.find((p: { id: string }) => p.id === postId)).toMatchObject({
      isBookmarked: true,
    });
    const other = await s.t.http().get('/api/posts').set(auth(s.author.claims)).expect(200);
    expect(other.body.posts.find((p: { id: string }) => p.id === postId)).toMatchObject({
      isBookmarked: false,
    });

    for (let i = 0; i < 2; i += 1) {
      const res = await s.t
        .http()
        .delete(`/api/posts/${postId}/unbookmark`)
        .set(auth(s.reader.claims))
        .expect(200);
      expect(res.body).toEqual({ postId, isBookmarked: false });
    }
    expect(await rows(postId)).toBe(0);
  });

  it('answers 401 for visitors and 404 for a missing post', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    await s.t.http().post(`/api/posts/${postId}/bookmark`).expect(401);
    await s.t.http().post(`/api/posts/${randomUUID()}/bookmark`).set(auth(s.reader.claims)).expect(404);
    expect(await rows(postId)).toBe(0);
  });
});
