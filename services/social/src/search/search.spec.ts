import * as classValidator from 'class-validator';
import type { SocialSearchResult } from '@petcora/contracts';
import { auth, insertAuthor, insertPost, recordQueries, useSocialApp } from '../testing/social-test-app';
import { escapeLike, leadingHashtag } from './search.service';

describe('GET /internal/search', () => {
  const ctx = useSocialApp('search', {
    admin: { username: 'cora_admin', displayName: 'Pet Cora Team' },
    maya100: { username: 'maya_100', displayName: 'Maya 100% Dog' },
    maya: { username: 'maya', displayName: 'Maya' },
    mayaFan: { username: 'biscuit_mom', displayName: 'Another Maya' },
    mayan: { username: 'mayan_temple' },
  });

  const search = async (query: string, headers: Record<string, string> = {}) => {
    const res = await ctx.t.http().get(`/internal/search?${query}`).set(headers);
    expect(res.status).toBe(200);
    return res.body as SocialSearchResult;
  };
  const contents = (body: SocialSearchResult) => body.posts.map((p) => p.content);
  const usernames = (body: SocialSearchResult) => body.users.map((u) => u.username);

  beforeAll(async () => {
    const { t, maya, admin, maya100 } = ctx;
    await insertPost(t.db, maya.id, { content: 'Biscuit loves the oatmeal shampoo', minutesAgo: 30 });
    await insertPost(t.db, admin.id, {
      content: 'Our oatmeal shampoo, oatmeal conditioner, oatmeal everything',
      minutesAgo: 40,
    });
    await insertPost(t.db, admin.id, { content: 'Oatmeal news from last month', minutesAgo: 60 * 24 * 30 });
    await insertPost(t.db, maya100.id, { content: 'New puppy day! #adoptdontshop', minutesAgo: 5 });
    await insertPost(t.db, maya.id, { content: 'Two kittens asleep on the sofa', minutesAgo: 6 });
    await insertPost(t.db, maya.id, { content: 'Our parrot learned a word', minutesAgo: 7 });
    await insertPost(t.db, maya.id, { content: 'The dogs met the cat #adoptdontshop', minutesAgo: 8 });
    await insertPost(t.db, admin.id, { content: 'Cleaning the aquarium filter', minutesAgo: 9 });
    const parent = await insertPost(t.db, admin.id, { content: 'A plain parent', minutesAgo: 50 });
    await insertPost(t.db, maya.id, { content: 'An oatmeal reply', replyToId: parent, minutesAgo: 1 });
  });

  describe('people', () => {
    it('finds people by username or display name, exact username first, then prefixes', async () => {
      const body = await search('q=maya');
      expect(usernames(body)).toEqual(['maya', 'maya_100', 'mayan_temple', 'biscuit_mom']);
      expect(body.users[0]).toEqual({
        id: ctx.maya.id,
        username: 'maya',
        displayName: 'Maya',
        profileImageUrl: null,
        profileImage: null,
        isVerified: false,
      });
      expect(usernames(await search('q=team'))).toEqual(['cora_admin']);
      expect(usernames(await search(`q=${encodeURIComponent('@MAYA_1')}`))[0]).toBe('maya_100');
    });

    it('finds a username despite a typo (trigram word similarity)', async () => {
      expect(usernames(await search('q=biscit_mom'))).toContain('biscuit_mom');
    });

    it('matches %, _ and \\ literally', async () => {
      expect(usernames(await search(`q=${encodeURIComponent('100%')}`))).toEqual(['maya_100']);
      expect(usernames(await search(`q=${encodeURIComponent('a_1')}`))).toEqual(['maya_100']);
      expect(await search(`q=${encodeURIComponent('%_%')}`)).toEqual({
        users: [],
        posts: [],
        hasMore: false,
      });
      expect(escapeLike('a\\b%c_d')).toBe('a\\\\b\\%c\\_d');
    });

    it('never lists placeholder rows and never exposes private data', async () => {
      await insertAuthor(ctx.t.db, { username: '~00000000-0000-4000-8000-00000000maya'.slice(0, 37) });
      const body = await search('q=maya');
      expect(usernames(body).some((u) => u.startsWith('~'))).toBe(false);
      for (const user of body.users)
        expect(Object.keys(user).sort()).toEqual([
          'displayName',
          'id',
          'isVerified',
          'profileImage',
          'profileImageUrl',
          'username',
        ]);
      expect(JSON.stringify(body)).not.toMatch(/email|password/i);
    });
  });

  describe('posts', () => {
    it('finds top-level posts by their words (stemmed), never replies or repets', async () => {
      const body = await search('q=OATMEAL');
      expect(contents(body)).toEqual([
        'Our oatmeal shampoo, oatmeal conditioner, oatmeal everything',
        'Biscuit loves the oatmeal shampoo',
        'Oatmeal news from last month',
      ]);
      expect(body.posts[0]).toMatchObject({ username: 'cora_admin', likeCount: 0, isLiked: false });
      expect(contents(await search('q=shampoos'))).toEqual([
        'Biscuit loves the oatmeal shampoo',
        'Our oatmeal shampoo, oatmeal conditioner, oatmeal everything',
      ]);
    });

    it('ranks by relevance weighted by recency: an equally relevant old post comes last', async () => {
      const body = await search('q=oatmeal');
      expect(contents(body).at(-1)).toBe('Oatmeal news from last month');
    });

    it('understands web-search syntax: phrases and exclusions', async () => {
      expect(contents(await search(`q=${encodeURIComponent('"oatmeal shampoo" -biscuit')}`))).toEqual([
        'Our oatmeal shampoo, oatmeal conditioner, oatmeal everything',
      ]);
    });

    it('a leading #tag finds the posts carrying the tag', async () => {
      const body = await search(`q=${encodeURIComponent('#AdoptDontShop')}`);
      expect(contents(body)).toEqual([
        'New puppy day! #adoptdontshop',
        'The dogs met the cat #adoptdontshop',
      ]);
    });

    it('flags the viewer’s likes', async () => {
      const [{ id }] = await ctx.t.db.query(
        `SELECT id FROM social.posts WHERE content = 'Our parrot learned a word'`,
      );
      await ctx.t.db.query(`INSERT INTO social.likes (user_id, post_id) VALUES ($1, $2)`, [ctx.admin.id, id]);
      const body = await search('q=parrot', auth(ctx.admin.claims));
      expect(body.posts[0]).toMatchObject({ id, isLiked: true });
      expect((await search('q=parrot')).posts[0]).toMatchObject({ id, isLiked: false });
    });
  });

  describe('petType', () => {
    it('with no text lists the posts mentioning the animal (synonyms, plurals), newest first', async () => {
      expect(contents(await search('petType=dog'))).toEqual([
        'New puppy day! #adoptdontshop',
        'The dogs met the cat #adoptdontshop',
      ]);
      expect(contents(await search('petType=cat'))).toEqual([
        'Two kittens asleep on the sofa',
        'The dogs met the cat #adoptdontshop',
      ]);
      expect(contents(await search('petType=bird'))).toEqual(['Our parrot learned a word']);
      expect(contents(await search('petType=fish'))).toEqual(['Cleaning the aquarium filter']);
      expect((await search('petType=dog')).users).toEqual([]);
    });

    it('narrows a text search', async () => {
      expect(contents(await search(`q=${encodeURIComponent('#adoptdontshop')}&petType=cat`))).toEqual([
        'The dogs met the cat #adoptdontshop',
      ]);
      expect(contents(await search('q=oatmeal&petType=bird'))).toEqual([]);
    });
  });

  describe('paging', () => {
    it('pages people and posts with page/limit and says whether more exist', async () => {
      const first = await search('q=oatmeal&limit=2');
      expect(first.posts).toHaveLength(2);
      expect(first.hasMore).toBe(true);
      const second = await search('q=oatmeal&limit=2&page=2');
      expect(contents(second)).toEqual(['Oatmeal news from last month']);
      expect(second.hasMore).toBe(false);
      const people = await search('q=maya&limit=3');
      expect(people.users).toHaveLength(3);
      expect(people.hasMore).toBe(true);
      expect(usernames(await search('q=maya&limit=3&page=2'))).toEqual(['biscuit_mom']);
    });

    it('uses four statements whatever the page size: restrictions probe, people, post ids, post cards', async () => {
      const { statements } = await recordQueries(() =>
        ctx.t.http().get('/internal/search?q=oatmeal&limit=20').set(auth(ctx.maya.claims)).expect(200),
      );
      expect(statements).toHaveLength(4);
    });
  });

  describe('hostile and bad input', () => {
    it.each([
      ['%'],
      ['_'],
      ['\\'],
      ["'; DROP TABLE social.posts; --"],
      ['"'],
      ['"unterminated'],
      ['&|!:*()<>'],
      ['oatmeal & | ! shampoo'],
      ['oat:* | (!shampoo) <-> x'],
      ['(((('],
      ['<<>>'],
      ['café 🐶 日本語 ÆØÅ'],
      ['the and of'],
      ['#'],
      ['@'],
      ['\u0000'],
      ['oat\u0000meal'],
      ['!:*'.repeat(66) + 'xy'],
    ])('answers %j with JSON results, never a 500', async (q) => {
      const body = await search(`q=${encodeURIComponent(q)}`);
      expect(body).toEqual({
        users: expect.any(Array),
        posts: expect.any(Array),
        hasMore: expect.any(Boolean),
      });
    });

    it('validates a search it already passed from memory, and refuses a bad one every time', async () => {
      const validate = jest.spyOn(classValidator, 'validate');
      try {
        const first = await search('q=remembered%20oatmeal&limit=2');
        const validatedOnce = validate.mock.calls.length;
        expect(validatedOnce).toBeGreaterThan(0);
        expect(await search('q=remembered%20oatmeal&limit=2')).toEqual(first);
        expect(validate.mock.calls.length).toBe(validatedOnce);
        for (let attempt = 0; attempt < 2; attempt++) {
          const res = await ctx.t.http().get('/internal/search?q=oatmeal&limit=51');
          expect([res.status, res.body]).toEqual([400, { message: 'limit must be between 1 and 50' }]);
        }
        expect(validate.mock.calls.length).toBe(validatedOnce + 2);
      } finally {
        validate.mockRestore();
      }
    });

    it('reads a NUL as nothing (Postgres text cannot hold one)', async () => {
      expect(contents(await search(`q=${encodeURIComponent('oat\u0000meal')}`))).toHaveLength(3);
    });

    it('answers empty lists for a blank query', async () => {
      expect(await search('q=%20%20')).toEqual({ users: [], posts: [], hasMore: false });
      expect(await search('')).toEqual({ users: [], posts: [], hasMore: false });
    });

    it.each([
      ['q=(201 characters)', 'Search text must be at most 200 characters'],
      ['q=(10 000 characters)', 'Search text must be at most 200 characters'],
      ['q=a&q=b', 'Search text must be a single text value'],
      ['q=a&page=0', 'page must be between 1 and 100'],
      ['q=a&page=101', 'page must be between 1 and 100'],
      ['q=a&page=x', 'page must be a whole number'],
      ['q=a&limit=51', 'limit must be between 1 and 50'],
      ['q=a&limit=1.5', 'limit must be a whole number'],
      ['q=a&petType=hamster', 'petType must be one of: dog, cat, fish, bird'],
      ['q=a&petType=dog&petType=cat', 'petType must be one of: dog, cat, fish, bird'],
      ['q=a&unknown=1', 'property unknown should not exist'],
    ])('%s → 400 %s', async (label, message) => {
      const query = label
        .replace('(201 characters)', 'a'.repeat(201))
        .replace('(10 000 characters)', 'oat|!:*'.repeat(1429));
      const res = await ctx.t.http().get(`/internal/search?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });
  });

  it('leadingHashtag reads only a tag at the very start', () => {
    expect(leadingHashtag('#Dogs in the park')).toBe('dogs');
    expect(leadingHashtag('dogs #park')).toBeNull();
    expect(leadingHashtag(`#${'a'.repeat(51)}`)).toBeNull();
    expect(leadingHashtag('#café')).toBeNull();
  });
});
