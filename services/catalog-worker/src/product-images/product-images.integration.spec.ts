import http, { type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import sharp from 'sharp';
import { phoneJpeg, readPrivateMetadata } from '@petcora/testing';
import { LocalFolderStorage } from '@petcora/uploads';
import { generateCatalog, WorkerHarness } from '../testing/worker-harness';
import { parseAllowList } from './guarded-fetch';
import { PRODUCT_IMAGE_JOB, PRODUCT_IMAGE_QUEUE } from './product-images.options';

jest.setTimeout(90_000);

interface PictureRow {
  id: string;
  square_item_id: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_placeholder: string | null;
  image_renditions: Array<{ fileName: string; width: number; height: number }> | null;
  image_source_hash: string | null;
  image_source_url: string | null;
}

/** A phone picture (1200×900 stored, EXIF orientation 6 → 900×1200 upright) carrying EXIF GPS. */
const PHONE_PICTURE = phoneJpeg(1200, 900, 6);
const SECOND_PICTURE = phoneJpeg(500, 400, 1);

describe('product pictures (real Postgres, Redis, the Square emulator, a picture server on loopback)', () => {
  let h: WorkerHarness;
  let pictures: Server;
  let picturesUrl: string;
  let mediaRoot: string;
  let mediaDir: string;
  let imageQueue: Queue;
  let imageEvents: QueueEvents;
  /** Runs when /racing.jpg is asked for, before it answers. */
  let beforeRacingAnswer: () => Promise<void> = async () => undefined;
  const hits: string[] = [];
  let flakyFailures = 1;

  beforeAll(async () => {
    pictures = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/phone.jpg') return void res.end(PHONE_PICTURE);
      if (req.url === '/second.jpg') return void res.end(SECOND_PICTURE);
      if (req.url === '/flaky.jpg') {
        if (flakyFailures-- > 0) return void res.writeHead(503).end();
        return void res.end(SECOND_PICTURE);
      }
      if (req.url === '/racing.jpg') return void beforeRacingAnswer().then(() => res.end(SECOND_PICTURE));
      if (req.url === '/page.jpg')
        return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('<html>');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
    picturesUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;

    const catalog = generateCatalog(5, 'PIC');
    const image = (n: number) =>
      catalog.find((o) => o.id === `PIC-IMG-${n}`) as { image_data: { url: string } };
    image(1).image_data.url = `${picturesUrl}/phone.jpg`;
    image(2).image_data.url = `${picturesUrl}/page.jpg`;
    image(3).image_data.url = `${picturesUrl}/flaky.jpg`;
    image(4).image_data.url = 'http://169.254.169.254/latest/meta-data/iam';
    // PIC-IMG-5 keeps its demo SVG path: not an http(s) URL, never fetched.

    h = await WorkerHarness.start({ pageSize: 20, catalog });
    // A folder that does not exist yet: the first picture creates it.
    mediaRoot = await mkdtemp(join(tmpdir(), 'product-pictures-'));
    mediaDir = join(mediaRoot, 'uploads', 'store');
    await h.startWorker({
      productImages: {
        storage: new LocalFolderStorage(mediaDir),
        allow: parseAllowList('127.0.0.1'),
        attempts: 3,
        backoffMs: 50,
      },
    });
    imageQueue = new Queue(PRODUCT_IMAGE_QUEUE, { connection: { url: h.redis.url }, prefix: h.redis.prefix });
    imageEvents = new QueueEvents(PRODUCT_IMAGE_QUEUE, {
      connection: { url: h.redis.url },
      prefix: h.redis.prefix,
    });
    await imageEvents.waitUntilReady();
  });

  afterAll(async () => {
    await imageEvents?.close();
    await imageQueue?.obliterate({ force: true }).catch(() => undefined);
    await imageQueue?.close();
    await h?.close();
    await new Promise<void>((resolve) => pictures.close(() => resolve()));
    if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
  });

  const rows = async () =>
    new Map(
      (
        await h.store.query<PictureRow[]>(
          `SELECT id, square_item_id, image_url, image_width, image_height, image_placeholder, image_renditions,
                  image_source_hash, image_source_url
           FROM products ORDER BY square_item_id`,
        )
      ).map((row) => [row.square_item_id, row]),
    );

  /** Waits until no picture job is waiting, delayed or running. */
  async function picturesSettled(): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const counts = await imageQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((n) => n === 0)) return;
      if (Date.now() > deadline) throw new Error(`Picture jobs still pending: ${JSON.stringify(counts)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const filesOf = (row: PictureRow) =>
    (row.image_renditions ?? []).map((r) => join(mediaDir, 'products', row.id, r.fileName));

  it('stores a synced product picture as WebP renditions without EXIF, never upscaled', async () => {
    expect(await readPrivateMetadata(PHONE_PICTURE)).toMatchObject({ latitude: expect.any(Number) });
    const started = Date.now();
    await h.sync({}, 'admin-user-1', 'full');
    await picturesSettled();
    console.info(`sync + picture jobs of 5 products took ${Date.now() - started} ms`);

    const phone = (await rows()).get('PIC-ITEM-1')!;
    expect(phone.image_url).toBe(`${picturesUrl}/phone.jpg`);
    expect(phone.image_source_url).toBe(phone.image_url);
    expect(phone.image_source_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(phone.image_placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect([phone.image_width, phone.image_height]).toEqual([900, 1200]);
    expect(phone.image_renditions).toEqual([
      { fileName: `${phone.image_source_hash}-320.webp`, width: 320, height: 427 },
      { fileName: `${phone.image_source_hash}-640.webp`, width: 640, height: 853 },
      { fileName: `${phone.image_source_hash}-900.webp`, width: 900, height: 1200 },
    ]);
    for (const [index, file] of filesOf(phone).entries()) {
      const bytes = await readFile(file);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBeLessThanOrEqual([320, 640, 1080][index]!);
      expect(metadata.exif).toBeUndefined();
      expect(await readPrivateMetadata(bytes)).toBeUndefined();
    }
  });

  it('retries a picture whose server failed, through the queue', async () => {
    const flaky = (await rows()).get('PIC-ITEM-3')!;
    expect(flaky.image_renditions?.map((r) => r.width)).toEqual([320, 500]);
    expect(hits.filter((url) => url === '/flaky.jpg')).toHaveLength(2);
  });

  it('leaves refused pictures (not an image, the metadata address) with their image URL, not retried', async () => {
    const all = await rows();
    for (const id of ['PIC-ITEM-2', 'PIC-ITEM-4', 'PIC-ITEM-5']) {
      expect(all.get(id)!.image_url).toBeTruthy();
      expect(all.get(id)!.image_renditions).toBeNull();
      expect(all.get(id)!.image_source_url).toBeNull();
    }
    expect(hits.filter((url) => url === '/page.jpg')).toHaveLength(1);
    const failed = await imageQueue.getFailed();
    expect(failed.map((job) => job.data.productId).sort()).toEqual(
      [all.get('PIC-ITEM-2')!.id, all.get('PIC-ITEM-4')!.id].sort(),
    );
    expect(failed.every((job) => job.attemptsMade === 1)).toBe(true);
  });

  it('fetches nothing again when the catalogue did not change', async () => {
    const before = hits.length;
    await h.sync({}, 'admin-user-1', 'full');
    await picturesSettled();
    expect(hits.length).toBe(before);
  });

  it('replaces a changed picture and deletes the old sizes', async () => {
    const old = (await rows()).get('PIC-ITEM-1')!;
    const oldFiles = filesOf(old);
    expect(oldFiles.every((file) => existsSync(file))).toBe(true);

    const catalog = structuredClone(h.emulator.emulator.catalog);
    (catalog.find((o) => o.id === 'PIC-IMG-1') as { image_data: { url: string } }).image_data.url =
      `${picturesUrl}/second.jpg`;
    h.emulator.emulator.setCatalog(catalog);
    await h.sync({}, 'admin-user-1', 'full');
    await picturesSettled();

    const now = (await rows()).get('PIC-ITEM-1')!;
    expect(now.image_source_url).toBe(`${picturesUrl}/second.jpg`);
    expect(now.image_renditions?.map((r) => r.width)).toEqual([320, 500]);
    expect(oldFiles.some((file) => existsSync(file))).toBe(false);
    expect(filesOf(now).every((file) => existsSync(file))).toBe(true);
    expect((await readdir(join(mediaDir, 'products', now.id))).sort()).toEqual(
      now.image_renditions!.map((r) => r.fileName).sort(),
    );
  });

  it('refuses malformed jobs for good and skips a job planned for an earlier URL', async () => {
    const before = hits.length;
    const valid = (await rows()).get('PIC-ITEM-1')!.id;
    for (const data of [
      { productId: 42 },
      {},
      { productId: 'not-a-uuid', imageUrl: `${picturesUrl}/phone.jpg` },
      { productId: valid, imageUrl: ['a'] },
      { productId: valid, imageUrl: `${picturesUrl}/${'a'.repeat(5000)}` },
    ]) {
      const job = await imageQueue.add(PRODUCT_IMAGE_JOB, data, { attempts: 3 });
      await expect(job.waitUntilFinished(imageEvents, 10_000)).rejects.toThrow();
      expect((await imageQueue.getJob(job.id!))!.attemptsMade).toBe(1);
    }
    const phone = (await rows()).get('PIC-ITEM-1')!;
    const stale = await imageQueue.add(PRODUCT_IMAGE_JOB, {
      productId: phone.id,
      imageUrl: `${picturesUrl}/phone.jpg`,
    });
    await expect(stale.waitUntilFinished(imageEvents, 10_000)).resolves.toBe('stale');
    expect(hits.length).toBe(before);
  });

  it('drops the sizes it made when the image URL changes while the picture is fetched', async () => {
    const drawing = (await rows()).get('PIC-ITEM-5')!;
    const racing = `${picturesUrl}/racing.jpg`;
    await h.store.query(`UPDATE products SET image_url = $2 WHERE id = $1`, [drawing.id, racing]);
    beforeRacingAnswer = async () => {
      await h.store.query(`UPDATE products SET image_url = $2 WHERE id = $1`, [
        drawing.id,
        'https://images.example/newer.jpg',
      ]);
    };
    try {
      const job = await imageQueue.add(PRODUCT_IMAGE_JOB, { productId: drawing.id, imageUrl: racing });
      await expect(job.waitUntilFinished(imageEvents, 10_000)).resolves.toBe('stale');
      const after = (await rows()).get('PIC-ITEM-5')!;
      expect(after.image_renditions).toBeNull();
      const folder = join(mediaDir, 'products', drawing.id);
      expect(existsSync(folder) ? await readdir(folder) : []).toEqual([]);
    } finally {
      beforeRacingAnswer = async () => undefined;
      await h.store.query(`UPDATE products SET image_url = $2 WHERE id = $1`, [
        drawing.id,
        drawing.image_url,
      ]);
    }
  });
});
