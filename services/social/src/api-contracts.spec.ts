import { expectToMatchContract } from '@petcora/testing';
import { auth, insertPost, useSocialApp } from './testing/social-test-app';

/**
 * The social service's answers against the types of `@petcora/contracts` that the social remote and the gateway
 * compile against: a field renamed, dropped or added on the service's side alone fails here.
 */
describe('social answers keep the shared contracts (real Postgres)', () => {
  const s = useSocialApp('contracts', {
    maya: { displayName: 'Maya' },
    sam: {
      displayName: 'Sam Rivers',
      profileImageUrl: '/media/account/0123456789abcdef0123456789abcdef.png',
    },
  });

  it('posting and every feed', async () => {
    const created = await s.t
      .http()
      .post('/api/posts')
      .set(auth(s.maya.claims))
      .send({ content: 'Rex learned to sit #dogs', location: 'Park' })
      .expect(201);
    expectToMatchContract('FeedPost', created.body);
    await insertPost(s.t.db, s.sam.id, { content: 'Bath day #dogs' });
    const reply = await s.t
      .http()
      .post(`/api/posts/${created.body.id}/replies`)
      .set(auth(s.sam.claims))
      .send({ content: 'Good boy' })
      .expect(201);
    expectToMatchContract('FeedPost', reply.body);

    for (const path of [
      '/api/posts?page=1&limit=10',
      '/api/posts/trending?limit=5',
      '/api/posts/recommended',
      '/api/posts/following',
      '/api/posts/photos',
      '/api/posts/threads',
      `/api/posts/${created.body.id}/replies`,
      '/api/hashtags/dogs/posts',
      `/api/profile/${s.sam.username}/posts`,
      `/api/profile/${s.sam.username}/replies`,
      `/api/profile/${s.maya.username}/likes`,
    ]) {
      const res = await s.t.http().get(path).set(auth(s.maya.claims)).expect(200);
      expectToMatchContract('FeedPage', res.body);
    }
    const one = await s.t.http().get(`/api/posts/${created.body.id}`).set(auth(s.sam.claims)).expect(200);
    expectToMatchContract('FeedPost', one.body);
  });

  it('likes, bookmarks, repets, comments', async () => {
    const postId = await insertPost(s.t.db, s.sam.id, { content: 'Nap time' });
    const as = auth(s.maya.claims);
    expectToMatchContract('LikeState', (await s.t.http().post(`/api/posts/${postId}/like`).set(as)).body);
    expectToMatchContract('LikeState', (await s.t.http().delete(`/api/likes/${postId}`).set(as)).body);
    expectToMatchContract(
      'BookmarkState',
      (await s.t.http().post(`/api/posts/${postId}/bookmark`).set(as)).body,
    );
    expectToMatchContract('RepetState', (await s.t.http().post(`/api/posts/${postId}/repet`).set(as)).body);
    const comment = await s.t
      .http()
      .post('/api/comments')
      .set(as)
      .send({ postId, content: 'So cute' })
      .expect(201);
    expectToMatchContract('PostComment', comment.body);
    expectToMatchContract(
      'CommentPage',
      (await s.t.http().get(`/api/posts/${postId}/comments`).expect(200)).body,
    );
  });

  it('profiles, follows, people, hashtags and search', async () => {
    const as = auth(s.maya.claims);
    expectToMatchContract(
      'PublicProfile',
      (await s.t.http().get(`/api/profile/${s.sam.username}`).set(as).expect(200)).body,
    );
    expectToMatchContract(
      'FollowState',
      (await s.t.http().post(`/api/users/${s.sam.username}/follow`).set(as).expect(200)).body,
    );
    for (const path of [
      `/api/users/${s.sam.username}/followers`,
      `/api/users/${s.maya.username}/following`,
      '/api/suggested-accounts',
    ])
      expectToMatchContract('PeoplePage', (await s.t.http().get(path).set(as).expect(200)).body);
    expectToMatchContract(
      'TrendingHashtags',
      (await s.t.http().get('/api/hashtags/trending').set(as).expect(200)).body,
    );
    expectToMatchContract(
      'SocialSearchResult',
      (await s.t.http().get('/internal/search?q=dogs').set(as).expect(200)).body,
    );
  });
});
