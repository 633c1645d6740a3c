import { randomUUID } from 'node:crypto';
import {
  auth,
  insertAuthor,
  insertPost,
  startSocialTestApp,
  type SocialTestApp,
} from '../testing/social-test-app';

describe('bookmarks', () => {
  let t: SocialTestApp;
  let author: Awaited<ReturnType<typeof insertAuthor>>;
  let reader: Awaited<ReturnType<typeof insertAuthor>>;

  beforeAll(async () => {
    t = await startSocialTestApp('bookmarks');
    author = await insertAuthor(t.db);
    reader = await insertAuthor(t.db);
  });
  afterAll(() => t.close());

  const rows = async (postId: string) =>
    Number(
      (await t.db.query(`SELECT count(*) AS n FROM social.bookmarks WHERE post_id = $1`, [postId]))[0].n,
    );

  it('bookmarks and unbookmarks, idempotently, and the feed shows it to the reader only', async () => {
    const postId = await insertPost(t.db, author.id, { content: 'bookmark me' });
    for (let i = 0; i < 2; i += 1) {
      const res = await t.http().post(`/api/posts/${postId}/bookmark`).set(auth(reader.claims)).expect(200);
      expect(res.body).toEqual({ postId, isBookmarked: true });
    }
    expect(await rows(postId)).toBe(1);
    const feed = await t.http().get('/api/posts').set(auth(reader.claims)).expect(200);
    expect(feed.body.posts.find((p: { id: string }) => p.id === postId)).toMatchObject({
      isBookmarked: true,
    });
    const other = await t.http().get('/api/posts').set(auth(author.claims)).expect(200);
    expect(other.body.posts.find((p: { id: string }) => p.id === postId)).toMatchObject({
      isBookmarked: false,
    });

    for (let i = 0; i < 2; i += 1) {
      const res = await t
        .http()
        .delete(`/api/posts/${postId}/unbookmark`)
        .set(auth(reader.claims))
        .expect(200);
      expect(res.body).toEqual({ postId, isBookmarked: false });
    }
    expect(await rows(postId)).toBe(0);
  });

  it('answers 401 for visitors and 404 for a missing post', async () => {
    const postId = await insertPost(t.db, author.id);
    await t.http().post(`/api/posts/${postId}/bookmark`).expect(401);
    await t.http().post(`/api/posts/${randomUUID()}/bookmark`).set(auth(reader.claims)).expect(404);
    expect(await rows(postId)).toBe(0);
  });
});
