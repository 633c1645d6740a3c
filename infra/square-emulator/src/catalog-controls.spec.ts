import request from 'supertest';
import { createSquareEmulator, SAMPLE_CATALOG, type SquareItemObject } from './app';

const AUTH = { Authorization: 'Bearer emulator-token' };

async function search(app: ReturnType<typeof createSquareEmulator>, beginTime: string) {
  const res = await request(app)
    .post('/v2/catalog/search')
    .set(AUTH)
    .send({ object_types: ['ITEM'], include_deleted_objects: true, begin_time: beginTime })
    .expect(200);
  return (res.body.objects ?? []) as SquareItemObject[];
}

describe('the catalogue controls (test-only)', () => {
  it('adds an item, reprices it and deletes it, each change found by an incremental search', async () => {
    const app = createSquareEmulator();
    const before = new Date(Date.now() - 1).toISOString();
    const made = await request(app)
      .post('/emulator/catalog/items')
      .send({ name: 'Oat Bath Foam', priceCents: 1299, petType: 'Dog' })
      .expect(201);
    const id = made.body.id as string;
    expect(id).toMatch(/^EMU-ITEM-/);
    let [found] = (await search(app, before)).filter((o) => o.id === id);
    expect(found.item_data.name).toBe('Oat Bath Foam');
    expect(found.item_data.variations[0].item_variation_data.price_money).toEqual({
      amount: 1299,
      currency: 'USD',
    });
    expect(found.custom_attribute_values?.pet_type?.string_value).toBe('Dog');

    const repriced = await request(app)
      .patch(`/emulator/catalog/items/${id}`)
      .send({ priceCents: 999 })
      .expect(200);
    expect(repriced.body).toEqual({ id, version: 2 });
    [found] = (await search(app, before)).filter((o) => o.id === id);
    expect(found.item_data.variations[0].item_variation_data.price_money?.amount).toBe(999);

    await request(app).delete(`/emulator/catalog/items/${id}`).expect(200);
    [found] = (await search(app, before)).filter((o) => o.id === id);
    expect(found.is_deleted).toBe(true);
    // Gone for good: a second delete or a reprice finds nothing to change.
    await request(app).delete(`/emulator/catalog/items/${id}`).expect(404);
    await request(app).patch(`/emulator/catalog/items/${id}`).send({ priceCents: 5 }).expect(404);
  });

  it('leaves the sample catalogue alone and refuses unknown items (404)', async () => {
    const app = createSquareEmulator();
    const sample = SAMPLE_CATALOG.find((o) => o.type === 'ITEM')!;
    await request(app).patch(`/emulator/catalog/items/${sample.id}`).send({ priceCents: 1 }).expect(404);
    await request(app).delete(`/emulator/catalog/items/${sample.id}`).expect(404);
    await request(app).delete('/emulator/catalog/items/EMU-ITEM-nothing').expect(404);
    expect(app.emulator.catalog).toBe(SAMPLE_CATALOG);
  });

  it.each([
    ['no name', { priceCents: 100 }],
    ['a blank name', { name: '   ', priceCents: 100 }],
    ['a name of 101 characters', { name: 'x'.repeat(101), priceCents: 100 }],
    ['a name that is not text', { name: ['Foam'], priceCents: 100 }],
    ['a price of 0', { name: 'Foam', priceCents: 0 }],
    ['a fractional price', { name: 'Foam', priceCents: 1.5 }],
    ['a price as text', { name: 'Foam', priceCents: '100' }],
    ['a price above the limit', { name: 'Foam', priceCents: 1_000_001 }],
    ['an unknown pet type', { name: 'Foam', priceCents: 100, petType: 'Horse' }],
  ])('refuses %s (400) and adds nothing', async (_label, body) => {
    const app = createSquareEmulator();
    await request(app).post('/emulator/catalog/items').send(body).expect(400);
    expect(app.emulator.catalog).toBe(SAMPLE_CATALOG);
  });
});
