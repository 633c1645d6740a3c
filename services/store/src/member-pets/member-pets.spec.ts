import request from 'supertest';
import { Queue } from 'bullmq';
import { jobSettled } from '@petcora/testing';
import {
  FOR_PET_TYPES_HEADER,
  MEMBER_PETS_CHANGED,
  PET_EVENTS_QUEUE,
  type MemberPetsChangedEvent,
  type Product,
} from '@petcora/contracts';
import { as, MAYA, SAM, useStoreTestApp } from '../testing/store-test-app';
import { parseMemberPetsChanged } from './member-pets.module';

describe("'For your pets': the store orders its catalogue by the member's pets (real Postgres and Redis)", () => {
  const { store } = useStoreTestApp({ label: 'member-pets', demoSeed: true });
  /** The social service's side of the queue. */
  let social: Queue;

  beforeAll(async () => {
    social = new Queue(PET_EVENTS_QUEUE, {
      connection: { url: store.redis.url },
      prefix: store.redis.prefix,
    });
  });

  afterAll(async () => {
    await social?.obliterate({ force: true });
    await social?.close();
  });

  const http = () => store.app.getHttpServer();
  const publish = async (event: MemberPetsChangedEvent) =>
    jobSettled(
      await social.add(MEMBER_PETS_CHANGED, event, { jobId: `member-pets-${event.userId}-${event.version}` }),
    );
  const names = (products: Product[]) => products.map((p) => p.name);

  it('a member with a cat gets cat products first, best sellers first among them; the rest follows as usual', async () => {
    expect(await publish({ userId: MAYA.sub, petTypes: ['Cat'], version: 1 })).toBe('completed');
    const res = await request(http()).get('/api/products?forPetsOf=me&limit=100').set(as(MAYA)).expect(200);
    expect(res.headers[FOR_PET_TYPES_HEADER.toLowerCase()]).toBe('cat');
    expect(res.headers['cache-control']).toContain('no-store');
    const products = res.body as Product[];
    const cats = products.filter((p) => p.petType?.toLowerCase() === 'cat');
    expect(cats.length).toBeGreaterThan(0);
    expect(products.slice(0, cats.length)).toEqual(cats);
    const flags = cats.map((p) => p.isBestseller);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const plain = await request(http()).get('/api/products?limit=100').expect(200);
    expect(new Set(names(products))).toEqual(new Set(names(plain.body)));
  });

  it('a visitor and a member without pets see the list as without forPetsOf', async () => {
    const plain = (await request(http()).get('/api/products?limit=100').expect(200)).body;
    const visitor = await request(http()).get('/api/products?forPetsOf=me&limit=100').expect(200);
    expect(names(visitor.body)).toEqual(names(plain));
    expect(visitor.headers[FOR_PET_TYPES_HEADER.toLowerCase()]).toBe('');
    const sam = await request(http()).get('/api/products?forPetsOf=me&limit=100').set(as(SAM)).expect(200);
    expect(names(sam.body)).toEqual(names(plain));
    // Pets removed: back to the usual order.
    await publish({ userId: SAM.sub, petTypes: ['Dog'], version: 5 });
    await publish({ userId: SAM.sub, petTypes: [], version: 6 });
    const none = await request(http()).get('/api/products?forPetsOf=me&limit=100').set(as(SAM)).expect(200);
    expect(names(none.body)).toEqual(names(plain));
  });

  it('a late older event changes nothing; a malformed one fails; a bad forPetsOf is 400', async () => {
    await publish({ userId: MAYA.sub, petTypes: ['Dog'], version: 10 });
    await publish({ userId: MAYA.sub, petTypes: ['Cat'], version: 9 });
    const [row] = await store.dataSource.query(
      `SELECT pet_types FROM store.member_pet_types WHERE user_id = $1`,
      [MAYA.sub],
    );
    expect(row.pet_types).toEqual(['dog']);
    expect(() => parseMemberPetsChanged({ userId: MAYA.sub, petTypes: ['Hamster'], version: 1 })).toThrow();
    const bad = await social.add(
      MEMBER_PETS_CHANGED,
      { userId: 'x' },
      { jobId: 'member-pets-bad', attempts: 1 },
    );
    expect(await jobSettled(bad)).toBe('failed');
    expect((await request(http()).get('/api/products?forPetsOf=you').expect(400)).body).toEqual({
      message: 'forPetsOf must be me',
    });
  });
});
