import { randomUUID } from 'node:crypto';
import type { FeedPost, IdentityClaims } from '@petcora/contracts';
import { auth, insertAuthor, insertPost, useSocialTestApp } from '../testing/social-test-app';

describe('creating and deleting posts', () => {
  let owner: Awaited<ReturnType<typeof insertAuthor>>;
  let other: Awaited<ReturnType<typeof insertAuthor>>;

  const t = useSocialTestApp('posts');

  beforeAll(async () => {
    owner = await insertAuthor(t.db, { username: 'post_owner', displayName: 'Owner' });
    other = await insertAuthor(t.db, { username: 'someone_else' });
  });

  const postCount = async () => Number((await t.db.query(`SELECT count(*) AS n FROM social.posts`))[0].n);
  const create = (body: unknown, claims: IdentityClaims = owner.claims) =>
    t
      .http()
      .post('/api/posts')
      .set(auth(claims))
      .send(body as object);

  it('answers 401 without an identity and writes nothing', async () => {
    const before = await postCount();
    await t.http().post('/api/posts').send({ content: 'hello' }).expect(401);
    expect(await postCount()).toBe(before);
  });

  it('creates a post with trimmed content and answers 201 with the feed shape', async () => {
    const res = await create({
      content: '  Bath day!  ',
      location: 'New Haven, CT',
      imageUrl: 'https://cdn.example/bath.webp',
      videoUrl: null,
    });
    expect(res.status).toBe(201);
    const post: FeedPost = res.body;
    expect(post).toMatchObject({
      userId: owner.id,
      username: 'post_owner',
      user: { id: owner.id, username: 'post_owner', displayName: 'Owner' },
      content: 'Bath day!',
      location: 'New Haven, CT',
      imageUrl: 'https://cdn.example/bath.webp',
      images: [{ url: 'https://cdn.example/bath.webp' }],
      likesCount: 0,
      isLiked: false,
    });
    const feed = await t.http().get('/api/posts?limit=1').set(auth(other.claims)).expect(200);
    expect(feed.body.posts[0].id).toBe(post.id);
  });

  it('accepts exactly 280 characters and an image without text', async () => {
    await create({ content: 'x'.repeat(280) }).expect(201);
    const imageOnly = await create({ content: '   ', imageUrl: 'https://cdn.example/cat.webp' }).expect(201);
    expect(imageOnly.body.content).toBe('');
  });

  it.each([
    ['281 characters', { content: 'x'.repeat(281) }, 'Your post exceeds the 280 character limit'],
    [
      '281 characters even with an image',
      { content: 'y'.repeat(281), imageUrl: '/media/social/a.webp' },
      'Your post exceeds the 280 character limit',
    ],
    ['empty text and no image', { content: '' }, 'Please add some text or images to your post'],
    ['only spaces', { content: '   \n ' }, 'Please add some text or images to your post'],
    ['no content at all', {}, 'Please add some text or images to your post'],
    ['content that is not text', { content: 42 }, 'content must be text'],
    [
      'an image link that is not a URL',
      { content: 'hi', imageUrl: 'javascript:alert(1)' },
      'imageUrl must be an https URL or a /media path',
    ],
    [
      'an image on our own API (an <img> there would act for every viewer)',
      { content: 'hi', imageUrl: '/api/logout' },
      'imageUrl must be an https URL or a /media path',
    ],
    [
      'a video on our own API through an absolute URL',
      { content: 'hi', videoUrl: 'https://petcora.example/api/logout' },
      'videoUrl must be an https URL or a /media path',
    ],
    ['an unknown field', { content: 'hi', userId: randomUUID() }, 'property userId should not exist'],
  ])('answers 400 for %s and writes nothing', async (_label, body, message) => {
    const before = await postCount();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await postCount()).toBe(before);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t
      .http()
      .post('/api/posts')
      .set(auth(owner.claims))
      .set('content-type', 'application/json')
      .send('{"content": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('creates the author from the identity when the account event has not arrived yet', async () => {
    const newcomer: IdentityClaims = { sub: randomUUID(), username: 'fresh_pup', role: 'member' };
    const res = await create({ content: 'My first post' }, newcomer).expect(201);
    expect(res.body.user).toEqual({
      id: newcomer.sub,
      username: 'fresh_pup',
      displayName: null,
      profileImageUrl: null,
      profileImage: null,
      isVerified: false,
    });
    const [row] = await t.db.query(`SELECT updated_at FROM social.authors WHERE id = $1`, [newcomer.sub]);
    // Dated before any event, so the first real profile event replaces it.
    expect(new Date(row.updated_at).getTime()).toBe(0);
  });

  describe('DELETE /api/posts/:id', () => {
    it('lets only the owner delete: 403 for others, 404 unknown, 400 malformed', async () => {
      const id = await insertPost(t.db, owner.id, { content: 'to delete' });
      const forbidden = await t.http().delete(`/api/posts/${id}`).set(auth(other.claims));
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ message: 'You can only delete your own posts' });
      expect(await t.db.query(`SELECT 1 FROM social.posts WHERE id = $1`, [id])).toHaveLength(1);

      const unknown = await t.http().delete(`/api/posts/${randomUUID()}`).set(auth(owner.claims));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Post not found' });

      const malformed = await t.http().delete('/api/posts/not-a-uuid').set(auth(owner.claims));
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: 'Invalid post id' });

      await t.http().delete(`/api/posts/${id}`).set(auth(other.claims)).expect(403);
      await t.http().delete(`/api/posts/${id}`).expect(401);
      await t.http().delete(`/api/posts/${id}`).set(auth(owner.claims)).expect(200);
      expect(await t.db.query(`SELECT 1 FROM social.posts WHERE id = $1`, [id])).toHaveLength(0);
    });

    it("removes the post's likes and replies and lowers the parent's counters", async () => {
      const parent = await insertPost(t.db, other.id, { content: 'parent' });
      const reply = await insertPost(t.db, owner.id, { content: 'reply', replyToId: parent });
      await t.db.query(`UPDATE social.posts SET replies_count = 1 WHERE id = $1`, [parent]);
      await t.db.query(`INSERT INTO social.likes (user_id, post_id) VALUES ($1, $2)`, [other.id, reply]);
      await t.http().delete(`/api/posts/${reply}`).set(auth(owner.claims)).expect(200);
      const [row] = await t.db.query(`SELECT replies_count FROM social.posts WHERE id = $1`, [parent]);
      expect(row.replies_count).toBe(0);
      expect(await t.db.query(`SELECT 1 FROM social.likes WHERE post_id = $1`, [reply])).toHaveLength(0);
    });
  });
});
