import { randomUUID } from 'node:crypto';
import { auth, insertPost, useSocialApp } from '../testing/social-test-app';

describe('comments', () => {
  const s = useSocialApp('comments', { author: {}, commenter: { displayName: 'Commenter' } });

  const commentsCount = async (postId: string) =>
    (await s.t.db.query(`SELECT comments_count FROM social.posts WHERE id = $1`, [postId]))[0]
      .comments_count as number;
  const comment = (postId: string, content: unknown) =>
    s.t.http().post('/api/comments').set(auth(s.commenter.claims)).send({ postId, content });

  it('adds a trimmed comment with its author and counts it', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    const res = await comment(postId, '  So fluffy!  ').expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      postId,
      userId: s.commenter.id,
      username: s.commenter.username,
      displayName: 'Commenter',
      userAvatar: null,
      userAvatarImage: null,
      content: 'So fluffy!',
      comment: 'So fluffy!',
      createdAt: expect.any(String),
    });
    expect(await commentsCount(postId)).toBe(1);
  });

  it('lists a post comments oldest first, paginated, and the feed carries the first ones', async () => {
    const postId = await insertPost(s.t.db, s.author.id, { content: 'many comments' });
    for (let i = 1; i <= 5; i += 1) await comment(postId, `comment ${i}`).expect(201);
    const first = await s.t.http().get(`/api/posts/${postId}/comments?limit=2`).expect(200);
    expect(first.body.comments.map((c: { content: string }) => c.content)).toEqual([
      'comment 1',
      'comment 2',
    ]);
    expect(first.body.hasMore).toBe(true);
    const last = await s.t.http().get(`/api/posts/${postId}/comments?page=3&limit=2`).expect(200);
    expect(last.body).toEqual({
      comments: [expect.objectContaining({ content: 'comment 5' })],
      hasMore: false,
    });

    const feed = await s.t.http().get('/api/posts').set(auth(s.author.claims)).expect(200);
    const card = feed.body.posts.find((p: { id: string }) => p.id === postId);
    expect(card.commentsCount).toBe(5);
    expect(card.commentList.map((c: { comment: string }) => c.comment)).toEqual([
      'comment 1',
      'comment 2',
      'comment 3',
    ]);
    expect(card.commentList[0]).toMatchObject({ username: s.commenter.username });
  });

  it.each([
    ['blank', '   ', 'Please write a comment'],
    ['not text', 42, 'Please write a comment'],
    ['too long', 'x'.repeat(1001), 'Comments can be at most 1000 characters'],
  ])('refuses a %s comment with 400 and writes nothing', async (_label, content, message) => {
    const postId = await insertPost(s.t.db, s.author.id);
    const res = await comment(postId, content).expect(400);
    expect(res.body).toEqual({ message });
    expect(await commentsCount(postId)).toBe(0);
  });

  it('answers 401 for visitors and 404 for a missing post', async () => {
    const postId = await insertPost(s.t.db, s.author.id);
    await s.t.http().post('/api/comments').send({ postId, content: 'hi' }).expect(401);
    await comment(randomUUID(), 'hi').expect(404);
    await s.t.http().get(`/api/posts/${randomUUID()}/comments`).expect(404);
  });
});
