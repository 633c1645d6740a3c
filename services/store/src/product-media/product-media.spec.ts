import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { Product } from '@petcora/contracts';
import type { TestDatabase } from '@petcora/testing';
import {
  as,
  createStoreTestDatabase,
  newMember,
  startStoreTestApp,
  type StoreTestApp,
} from '../testing/store-test-app';

jest.setTimeout(60_000);

const PRODUCT = '00000000-0000-4000-8000-0000000000c1';
const OTHER = '00000000-0000-4000-8000-0000000000c2';
const HASH = '0123456789abcdef0123456789abcdef';
const SOURCE = 'https://items-images.example/dog-balm.jpg';
const RENDITIONS = [
  { fileName: `${HASH}-320.webp`, width: 320, height: 240 },
  { fileName: `${HASH}-500.webp`, width: 500, height: 375 },
];

describe('product pictures in sizes (store: product answers and /media/store)', () => {
  let db: TestDatabase;
  let store: StoreTestApp;
  let mediaDir: string;
  let http: Parameters<typeof request>[0];

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'store-media-'));
    db = await createStoreTestDatabase('product_media');
    store = await startStoreTestApp(db, { label: 'product-media', env: { UPLOAD_DIR: mediaDir } });
    http = store.app.getHttpServer();
    await mkdir(join(mediaDir, 'products', PRODUCT), { recursive: true });
    for (const rendition of RENDITIONS) {
      const webp = await sharp({
        create: { width: rendition.width, height: rendition.height, channels: 3, background: '#336699' },
      })
        .webp()
        .toBuffer();
      await writeFile(join(mediaDir, 'products', PRODUCT, rendition.fileName), webp);
    }
    await writeFile(join(mediaDir, 'products', PRODUCT, '.partial'), 'staging');
    await writeFile(join(mediaDir, 'secret.webp'), 'outside the product folders');
    await store.dataSource.query(
      `INSERT INTO products (id, name, price, image_url, square_item_id, image_width, image_height, image_placeholder,
                             image_renditions, image_source_hash, image_source_url)
       VALUES ($1, 'Sized Balm', 1500, $3, 'SQ-PIC-1', 500, 375, '#336699', $4::jsonb, $5, $3),
              ($2, 'Plain Balm', 1500, '/assets/demo/product-sync-1.svg', NULL, NULL, NULL, NULL, NULL, NULL, NULL)`,
      [PRODUCT, OTHER, SOURCE, JSON.stringify(RENDITIONS), HASH],
    );
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const url = (fileName: string) => `/media/store/products/${PRODUCT}/${fileName}`;
  const expectedImage = {
    url: url(`${HASH}-500.webp`),
    width: 500,
    height: 375,
    placeholder: '#336699',
    renditions: RENDITIONS.map((r) => ({ url: url(r.fileName), width: r.width, height: r.height })),
  };

  it('answers the image info next to the unchanged imageUrl, in the list and alone', async () => {
    const one = await request(http).get(`/api/products/${PRODUCT}`).expect(200);
    expect(one.body).toMatchObject({ imageUrl: SOURCE, image: expectedImage });
    expect(Object.keys(one.body).indexOf('image')).toBe(Object.keys(one.body).indexOf('imageUrl') + 1);
    const list = await request(http).get('/api/products?limit=100').expect(200);
    const products = (list.body.products ?? list.body) as Product[];
    expect(products.find((p) => p.id === PRODUCT)!.image).toEqual(expectedImage);
    expect(products.find((p) => p.id === OTHER)!.image).toBeNull();
  });

  it('answers the image info on cart lines and wishlist items too', async () => {
    const member = newMember('picture-fan');
    const cart = await request(http)
      .post('/api/cart/items')
      .set(as(member))
      .send({ productId: PRODUCT, quantity: 1 })
      .expect(200);
    expect(cart.body.lines[0]).toMatchObject({ imageUrl: SOURCE, image: expectedImage });
    await request(http).post('/api/wishlist').set(as(member)).send({ productId: OTHER }).expect(200);
    const wishlist = await request(http)
      .post('/api/wishlist')
      .set(as(member))
      .send({ productId: PRODUCT })
      .expect(200);
    const items = wishlist.body.items as Array<{ productId: string; image?: unknown }>;
    expect(items.find((item) => item.productId === PRODUCT)!.image).toEqual(expectedImage);
    expect(items.find((item) => item.productId === OTHER)).not.toHaveProperty('image');
  });

  it('serves the stored sizes with the safe media headers', async () => {
    const res = await request(http)
      .get(url(`${HASH}-320.webp`))
      .expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(320);
  });

  it.each([
    ['a size that is not stored', `/media/store/products/${PRODUCT}/${HASH}-999.webp`],
    ["another product's folder", `/media/store/products/${OTHER}/${HASH}-320.webp`],
    ['a folder that is no product id', `/media/store/products/not-a-uuid/${HASH}-320.webp`],
    ['a staging dotfile', `/media/store/products/${PRODUCT}/.partial`],
    ['an encoded climb out', `/media/store/products/${PRODUCT}/..%2F..%2Fsecret.webp`],
    ['an encoded parent', `/media/store/products/${PRODUCT}/%2e%2e`],
    ['a climbing folder', `/media/store/products/..%2F${PRODUCT}/${HASH}-320.webp`],
    ['a huge name', `/media/store/products/${PRODUCT}/${'a'.repeat(5000)}.webp`],
    ['a type never stored', `/media/store/products/${PRODUCT}/${HASH}-320.svg`],
    ['a file outside the product folders', '/media/store/secret.webp'],
  ])('answers 404 for %s', async (_reason, path) => {
    const res = await request(http).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type'] ?? '').not.toContain('image/webp');
  });

  it('stops answering the sizes of an earlier picture once the image URL changed', async () => {
    await store.dataSource.query(`UPDATE products SET image_url = $2 WHERE id = $1`, [
      PRODUCT,
      'https://items-images.example/new.jpg',
    ]);
    try {
      const one = await request(http).get(`/api/products/${PRODUCT}`).expect(200);
      expect(one.body).toMatchObject({ imageUrl: 'https://items-images.example/new.jpg', image: null });
    } finally {
      await store.dataSource.query(`UPDATE products SET image_url = $2 WHERE id = $1`, [PRODUCT, SOURCE]);
    }
  });

  it('answers no image for renditions whose names were not made by the worker', async () => {
    await store.dataSource.query(`UPDATE products SET image_renditions = $2::jsonb WHERE id = $1`, [
      PRODUCT,
      JSON.stringify([{ fileName: '../../secret.webp', width: 320, height: 240 }]),
    ]);
    try {
      const one = await request(http).get(`/api/products/${PRODUCT}`).expect(200);
      expect(one.body.image).toBeNull();
    } finally {
      await store.dataSource.query(`UPDATE products SET image_renditions = $2::jsonb WHERE id = $1`, [
        PRODUCT,
        JSON.stringify(RENDITIONS),
      ]);
    }
  });
});
