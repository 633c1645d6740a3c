import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { jobSettled } from '@petcora/testing';
import {
  CATALOG_EVENTS_QUEUE,
  PRODUCT_CHANGED,
  type FeedPost,
  type IdentityClaims,
  type ProductChangedEvent,
} from '@petcora/contracts';
import { auth, insertPost, recordQueries, useSocialApp } from '../testing/social-test-app';
import { parseProductChanged } from './product-events.processor';

describe('shoppable posts: the product projection, tags on posts and the posts of a product', () => {
  const ctx = useSocialApp('shoppable', { maya: { username: 'maya_tags' }, sam: { username: 'sam_tags' } });
  let queue: Queue;
  let version = 0;

  beforeAll(() => {
    queue = ctx.t.app.get<Queue>(getQueueToken(CATALOG_EVENTS_QUEUE));
  });
  afterAll(() => queue?.obliterate({ force: true }).catch(() => undefined));

  /** A catalogue event as the store's trigger writes it, consumed by the service's worker. */
  async function storeEvent(fields: Partial<ProductChangedEvent> & { id: string }): Promise<string> {
    version += 1;
    const event: ProductChangedEvent = {
      name: 'Oatmeal Shampoo',
      price: 1899,
      imageUrl: '/images/shampoo.webp',
      petType: 'Dog',
      available: true,
      deleted: false,
      version,
      ...fields,
    };
    return jobSettled(
      await queue.add(PRODUCT_CHANGED, event, { jobId: `product-${event.id}-${event.version}` }),
    );
  }

  async function product(fields: Partial<ProductChangedEvent> = {}): Promise<string> {
    const id = randomUUID();
    expect(await storeEvent({ id, ...fields })).toBe('completed');
    return id;
  }

  async function pet(ownerId: string, name: string, species = 'cat'): Promise<string> {
    const [row]: { id: string }[] = await ctx.t.db.query(
      `INSERT INTO social.pets (owner_id, name, species) VALUES ($1, $2, $3) RETURNING id`,
      [ownerId, name, species],
    );
    return row.id;
  }

  const postCount = async () => Number((await ctx.t.db.query(`SELECT count(*) AS n FROM social.posts`))[0].n);
  const tagCount = async () =>
    Number(
      (
        await ctx.t.db.query(
          `SELECT (SELECT count(*) FROM social.post_products) + (SELECT count(*) FROM social.post_pets) AS n`,
        )
      )[0].n,
    );
  const create = (body: object, claims: IdentityClaims = ctx.maya.claims) =>
    ctx.t.http().post('/api/posts').set(auth(claims)).send(body);
  const byId = async (postId: string): Promise<FeedPost> =>
    (await ctx.t.http().get(`/api/posts/${postId}`).expect(200)).body;

  it('keeps the highest version of each product; a late older event and a malformed one change nothing', async () => {
    const id = await product({ name: 'Salmon Treats', price: 999 });
    await storeEvent({ id, name: 'Salmon Treats', price: 1099 });
    const stale = await queue.add(
      PRODUCT_CHANGED,
      {
        id,
        name: 'Old name',
        price: 1,
        imageUrl: null,
        petType: null,
        available: true,
        deleted: false,
        version: 1,
      },
      { jobId: `product-${id}-stale` },
    );
    expect(await jobSettled(stale)).toBe('completed');
    const [row] = await ctx.t.db.query(`SELECT name, price FROM social.products WHERE id = $1`, [id]);
    expect(row).toEqual({ name: 'Salmon Treats', price: 1099 });
    expect(() => parseProductChanged({ id, name: 'x', price: 1.5 })).toThrow('price');
    expect(() => parseProductChanged({ id: 'nope' })).toThrow('uuid');
  });

  it('tags products and the author’s pets (JSON); every feed carries them in the author’s order', async () => {
    const shampoo = await product({ name: 'Oatmeal Shampoo', price: 1899 });
    const brush = await product({ name: 'Soft Brush', price: 1250, petType: 'Cat' });
    const luna = await pet(ctx.maya.id, 'Luna');
    const res = await create({
      content: 'Bath day for Luna',
      productIds: [brush, shampoo],
      petIds: [luna],
    }).expect(201);
    expect(res.body.products).toEqual([
      { id: brush, name: 'Soft Brush', price: 1250, imageUrl: '/images/shampoo.webp', petType: 'Cat' },
      { id: shampoo, name: 'Oatmeal Shampoo', price: 1899, imageUrl: '/images/shampoo.webp', petType: 'Dog' },
    ]);
    expect(res.body.pets).toEqual([{ id: luna, name: 'Luna', species: 'cat' }]);
    for (const path of ['/api/posts/trending', '/api/posts/recommended', '/api/users/maya_tags/posts']) {
      const page = await ctx.t.http().get(path).set(auth(ctx.sam.claims)).expect(200);
      const card = (page.body.posts as FeedPost[]).find((p) => p.id === res.body.id);
      expect(card?.products.map((p) => p.id)).toEqual([brush, shampoo]);
      expect(card?.pets.map((p) => p.name)).toEqual(['Luna']);
    }
    // A post without tags carries empty lists.
    const plain = await insertPost(ctx.t.db, ctx.sam.id, { content: 'no tags' });
    expect(await byId(plain)).toMatchObject({ products: [], pets: [] });
  });

  it('tags from the composer’s multipart form (JSON array or comma-separated ids)', async () => {
    const a = await product();
    const b = await product();
    const luna = await pet(ctx.maya.id, 'Luna two');
    const res = await ctx.t
      .http()
      .post('/api/posts')
      .set(auth(ctx.maya.claims))
      .field('content', 'From the form')
      .field('productIds', JSON.stringify([a, b]))
      .field('petIds', luna)
      .expect(201);
    expect((res.body as FeedPost).products.map((p) => p.id)).toEqual([a, b]);
    expect((res.body as FeedPost).pets.map((p) => p.id)).toEqual([luna]);
    const csv = await ctx.t
      .http()
      .post('/api/posts')
      .set(auth(ctx.maya.claims))
      .field('content', 'Comma list')
      .field('productIds', `${b},${a}`)
      .expect(201);
    expect((csv.body as FeedPost).products.map((p) => p.id)).toEqual([b, a]);
  });

  it('refuses 4 products, an unknown or unavailable product, someone else’s pet or 6 pets: 400, nothing written', async () => {
    const ids = [await product(), await product(), await product(), await product()];
    const hidden = await product({ available: false });
    const samsPet = await pet(ctx.sam.id, 'Rex', 'dog');
    const mine = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => pet(ctx.maya.id, `Pet ${n}`)));
    const before = [await postCount(), await tagCount()];
    const cases: [object, string][] = [
      [{ productIds: ids }, 'You can tag up to 3 products'],
      [{ productIds: [randomUUID()] }, 'You can only tag products that are in the store'],
      [{ productIds: [ids[0], hidden] }, 'You can only tag products that are in the store'],
      [{ productIds: ['not-an-id'] }, 'Each tagged product must be a product id'],
      [{ productIds: [ids[0], ids[0]] }, 'Each product can be tagged once'],
      [{ petIds: [samsPet] }, 'You can only tag your own pets'],
      [{ petIds: mine }, 'You can tag up to 5 pets'],
      [{ productIds: 'x'.repeat(100_000) }, 'Each tagged product must be a product id'],
    ];
    for (const [tags, message] of cases) {
      const res = await create({ content: 'tagged', ...tags });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect([await postCount(), await tagCount()]).toEqual(before);
  });

  it('a repriced product shows the new price; a deleted one loses its chip and the post stays', async () => {
    const shampoo = await product({ name: 'Oatmeal Shampoo', price: 1899 });
    const brush = await product({ name: 'Soft Brush', price: 1250 });
    const post = (await create({ content: 'Shiny coat', productIds: [shampoo, brush] }).expect(201))
      .body as FeedPost;

    // What a Square sync that reprices and renames the item makes the store's trigger send.
    await storeEvent({ id: shampoo, name: 'Oatmeal Shampoo XL', price: 2199 });
    expect((await byId(post.id)).products).toEqual([
      expect.objectContaining({ id: shampoo, name: 'Oatmeal Shampoo XL', price: 2199 }),
      expect.objectContaining({ id: brush }),
    ]);

    // Deleted in Square: the chip goes, the post stays; an older event arriving late does not bring it back.
    await storeEvent({
      id: shampoo,
      name: 'Oatmeal Shampoo XL',
      price: 2199,
      available: false,
      deleted: true,
    });
    await queue
      .add(
        PRODUCT_CHANGED,
        {
          id: shampoo,
          name: 'Back?',
          price: 1,
          imageUrl: null,
          petType: null,
          available: true,
          deleted: false,
          version: version + 100,
        },
        { jobId: `product-${shampoo}-late` },
      )
      .then(jobSettled);
    const after = await byId(post.id);
    expect(after.content).toBe('Shiny coat');
    expect(after.products.map((p) => p.id)).toEqual([brush]);
    // Archived (unavailable) hides the chip too; available again shows it.
    await storeEvent({ id: brush, name: 'Soft Brush', price: 1250, available: false });
    expect((await byId(post.id)).products).toEqual([]);
    await storeEvent({ id: brush, name: 'Soft Brush', price: 1250, available: true });
    expect((await byId(post.id)).products.map((p) => p.id)).toEqual([brush]);
  });

  it('GET /api/products/{id}/posts lists the latest posts tagging it; 404 unknown, 400 malformed', async () => {
    const toy = await product({ name: 'Feather Toy' });
    const first = (await create({ content: 'first', productIds: [toy] }).expect(201)).body.id;
    const second = (await create({ content: 'second', productIds: [toy] }, ctx.sam.claims).expect(201)).body
      .id;
    await create({ content: 'untagged' }).expect(201);
    const page = await ctx.t.http().get(`/api/products/${toy}/posts?limit=6`).expect(200);
    expect((page.body.posts as FeedPost[]).map((p) => p.id)).toEqual([second, first]);
    const one = await ctx.t.http().get(`/api/products/${toy}/posts?limit=1`).expect(200);
    expect(one.body.posts.map((p: FeedPost) => p.id)).toEqual([second]);
    const next = await ctx.t
      .http()
      .get(`/api/products/${toy}/posts?limit=1&cursor=${one.body.nextCursor}`)
      .expect(200);
    expect(next.body.posts.map((p: FeedPost) => p.id)).toEqual([first]);
    // A deleted post leaves the list.
    await ctx.t.http().delete(`/api/posts/${second}`).set(auth(ctx.sam.claims)).expect(200);
    expect((await ctx.t.http().get(`/api/products/${toy}/posts`).expect(200)).body.posts).toHaveLength(1);
    expect((await ctx.t.http().get(`/api/products/${randomUUID()}/posts`).expect(404)).body).toEqual({
      message: 'Product not found',
    });
    expect((await ctx.t.http().get(`/api/products/nope/posts`).expect(400)).body).toEqual({
      message: 'Invalid product id',
    });
  });

  it('a post racing its product’s deletion and its pet’s removal ends consistent: refused, or posted without them', async () => {
    const soap = await product({ name: 'Race Soap' });
    const kiwi = await pet(ctx.maya.id, 'Kiwi', 'cat');
    const [res] = await Promise.all([
      create({ content: 'Racing', productIds: [soap], petIds: [kiwi] }),
      storeEvent({ id: soap, name: 'Race Soap', available: false, deleted: true }),
      ctx.t.http().delete(`/api/users/me/pets/${kiwi}`).set(auth(ctx.maya.claims)),
    ]);
    expect([201, 400]).toContain(res.status);
    if (res.status === 201) {
      const card = await byId(res.body.id);
      expect(card.products).toEqual([]);
      expect(card.pets).toEqual([]);
    } else {
      const rows: unknown[] = await ctx.t.db.query(`SELECT 1 FROM social.posts WHERE content = 'Racing'`);
      expect(rows).toEqual([]);
    }
  });

  it('a pet’s page lists the posts it is tagged in; another member’s pet id under this name is 404', async () => {
    const biscuit = await pet(ctx.maya.id, 'Biscuit', 'dog');
    const walk = (await create({ content: 'Walk with Biscuit', petIds: [biscuit] }).expect(201)).body.id;
    await create({ content: 'No pets here' }).expect(201);
    const page = await ctx.t.http().get(`/api/users/maya_tags/pets/${biscuit}/posts`).expect(200);
    expect((page.body.posts as FeedPost[]).map((p) => p.id)).toEqual([walk]);
    await ctx.t.http().get(`/api/users/sam_tags/pets/${biscuit}/posts`).expect(404);
  });

  it('explore’s pet-type chips also match posts whose tagged pets are of that species', async () => {
    const whiskers = await pet(ctx.maya.id, 'Whiskers', 'cat');
    const nap = (await create({ content: 'Sunday nap on the sofa', petIds: [whiskers] }).expect(201)).body.id;
    const ids = async (query: string) =>
      ((await ctx.t.http().get(`/internal/search?${query}`).expect(200)).body.posts as FeedPost[]).map(
        (p) => p.id,
      );
    expect(await ids('petType=cat')).toContain(nap);
    expect(await ids('petType=dog')).not.toContain(nap);
    expect(await ids('q=sofa&petType=cat')).toContain(nap);
    expect(await ids('q=sofa&petType=dog')).not.toContain(nap);
  });

  it('a feed page of posts each tagging 3 products and a pet is still one statement', async () => {
    const ids = [await product(), await product(), await product()];
    const rex = await pet(ctx.sam.id, 'Rex two', 'dog');
    for (let i = 0; i < 5; i++)
      await create({ content: `tagged ${i}`, productIds: ids, petIds: [rex] }, ctx.sam.claims).expect(201);
    const { result, statements } = await recordQueries(() =>
      ctx.t.http().get('/api/users/sam_tags/posts?limit=10').set(auth(ctx.maya.claims)).expect(200),
    );
    expect(
      (result.body.posts as FeedPost[]).filter((p) => p.products.length === 3 && p.pets.length === 1).length,
    ).toBe(5);
    expect(statements.filter((s) => /social\.posts/.test(s.text))).toHaveLength(1);
  });
});
