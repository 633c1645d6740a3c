import { randomUUID } from 'node:crypto';
import type { FeedPost } from '@petcora/contracts';
import { auth, insertAuthor, useSocialTestApp } from '../testing/social-test-app';

describe('replies, threads and one post', () => {
  let author: Awaited<ReturnType<typeof insertAuthor>>;
  let other: Awaited<ReturnType<typeof insertAuthor>>;

  const t = useSocialTestApp('replies');

  beforeAll(async () => {
    author = await insertAuthor(t.db);
    other = await insertAuthor(t.db);
  });

  const post = (body: object, claims = author.claims, path = '/api/posts') =>
    t.http().post(path).set(auth(claims)).send(body);
  const count = async () => Number((await t.db.query(`SELECT count(*) AS n FROM social.posts`))[0].n);

  it('replies through both calls, counts them, and lists them oldest first under the post', async () => {
    const root: FeedPost = (await post({ content: 'Who has tips for nail trims?' }).expect(201)).body;
    const first: FeedPost = (
      await post({ content: 'Treats!' }, other.claims, `/api/posts/${root.id}/replies`).expect(201)
    ).body;
    expect(first.replyToId).toBe(root.id);
    await post({ content: 'Go slowly.', replyToPostId: root.id }, other.claims).expect(201);

    const one: FeedPost = (await t.http().get(`/api/posts/${root.id}`).expect(200)).body;
    expect(one.repliesCount).toBe(2);
    const replies = (await t.http().get(`/api/posts/${root.id}/replies`).expect(200)).body;
    expect(replies.posts.map((p: FeedPost) => p.content)).toEqual(['Treats!', 'Go slowly.']);
    // Replies are not top-level cards.
    const feed = (await t.http().get('/api/posts?limit=50').set(auth(author.claims)).expect(200)).body;
    expect(feed.posts.map((p: FeedPost) => p.id)).not.toContain(first.id);
  });

  it('starts a thread and adds the author own posts to it, in order', async () => {
    const thread: FeedPost = (await post({ content: 'Adoption story 1/3', isThread: 'true' }).expect(201))
      .body;
    expect(thread).toMatchObject({ isThread: true, threadId: null });
    await post({ content: 'Adoption story 2/3' }, author.claims, `/api/threads/${thread.id}/posts`).expect(
      201,
    );
    await post({ content: 'Adoption story 3/3', threadId: thread.id }).expect(201);
    const listed = (await t.http().get(`/api/threads/${thread.id}/posts`).expect(200)).body;
    expect(listed.posts.map((p: FeedPost) => p.content)).toEqual([
      'Adoption story 1/3',
      'Adoption story 2/3',
      'Adoption story 3/3',
    ]);
  });

  it('refuses a post in someone else thread (403), in a missing thread or under a missing post (404), nested threads (400)', async () => {
    const thread: FeedPost = (await post({ content: 'Mine', isThread: true }).expect(201)).body;
    const plain: FeedPost = (await post({ content: 'Not a thread' }).expect(201)).body;
    const before = await count();
    const foreign = await post({ content: 'Hijack' }, other.claims, `/api/threads/${thread.id}/posts`).expect(
      403,
    );
    expect(foreign.body).toEqual({ message: 'You can only add posts to your own threads' });
    expect(
      (await post({ content: 'x' }, author.claims, `/api/threads/${plain.id}/posts`).expect(404)).body,
    ).toEqual({
      message: 'Thread not found',
    });
    expect(
      (await post({ content: 'x' }, author.claims, `/api/posts/${randomUUID()}/replies`).expect(404)).body,
    ).toEqual({ message: 'The post you are replying to no longer exists' });
    expect((await post({ content: 'x', isThread: true, replyToPostId: plain.id }).expect(400)).body).toEqual({
      message: 'A reply or a post inside a thread cannot start a new thread',
    });
    await t.http().get(`/api/threads/${plain.id}/posts`).expect(404);
    expect(await count()).toBe(before);
  });

  it('deleting a post takes its replies, likes, comments, bookmarks with it and fixes the parent count', async () => {
    const root: FeedPost = (await post({ content: 'Parent' }).expect(201)).body;
    const reply: FeedPost = (
      await post({ content: 'Child' }, other.claims, `/api/posts/${root.id}/replies`).expect(201)
    ).body;
    await t.http().post(`/api/posts/${reply.id}/like`).set(auth(author.claims)).expect(200);
    await t
      .http()
      .post('/api/comments')
      .set(auth(author.claims))
      .send({ postId: reply.id, content: 'nice' })
      .expect(201);
    await t.http().post(`/api/posts/${reply.id}/bookmark`).set(auth(author.claims)).expect(200);

    await t.http().delete(`/api/posts/${reply.id}`).set(auth(author.claims)).expect(403);
    await t.http().delete(`/api/posts/${reply.id}`).set(auth(other.claims)).expect(200);
    expect((await t.http().get(`/api/posts/${root.id}`).expect(200)).body.repliesCount).toBe(0);
    const leftovers = await t.db.query(
      `SELECT (SELECT count(*) FROM social.likes WHERE post_id = $1)::int AS likes,
              (SELECT count(*) FROM social.comments WHERE post_id = $1)::int AS comments,
              (SELECT count(*) FROM social.bookmarks WHERE post_id = $1)::int AS bookmarks`,
      [reply.id],
    );
    expect(leftovers[0]).toEqual({ likes: 0, comments: 0, bookmarks: 0 });
    await t.http().delete(`/api/posts/${root.id}`).set(auth(author.claims)).expect(200);
    await t.http().get(`/api/posts/${root.id}`).expect(404);
  });
});
