import request from 'supertest';
import { Client } from 'pg';
import { DEMO_ORDERS, DEMO_PRODUCTS } from '@petcora/demo-data';
import type { OrderSummary } from '@petcora/contracts';
import { ADMIN, as, MAYA, SAM, useStoreTestApp } from '../testing/store-test-app';

const [mayaOlder, mayaNewer, samOrder] = DEMO_ORDERS;
const [dogShampoo, , supplement, treats] = DEMO_PRODUCTS;

describe('orders endpoints (real Postgres, demo orders)', () => {
  const { store } = useStoreTestApp({ label: 'orders', demoSeed: true });

  const http = () => store.app.getHttpServer();

  it('requires a signed-in caller', async () => {
    expect((await request(http()).get('/api/orders').expect(401)).body).toEqual({
      message: 'Authentication required',
    });
    await request(http()).get(`/api/orders/${mayaOlder.id}`).expect(401);
  });

  it("lists only the caller's orders, newest first, with totals in cents", async () => {
    const res = await request(http()).get('/api/orders').set(as(MAYA)).expect(200);
    const orders: OrderSummary[] = res.body;
    expect(orders.map((o) => o.id)).toEqual([mayaNewer.id, mayaOlder.id]);
    const olderTotal = 2 * dogShampoo.price + supplement.price;
    expect(orders[1]).toEqual({
      id: mayaOlder.id,
      orderDate: expect.any(String),
      createdAt: expect.any(String),
      status: 'delivered',
      total: olderTotal,
      totalAmount: olderTotal,
      shippingAddress: '12 Elm Street, New Haven, CT, 06510, USA',
      shippingMethod: 'Standard Shipping',
      paymentMethod: 'Credit Card',
      // The demo orders were placed without a card payment.
      paymentState: null,
    });
    expect(olderTotal).toBe(8297);
    expect(orders[0].totalAmount).toBe(3 * treats.price);
    expect(new Date(orders[0].createdAt).getTime()).toBeGreaterThan(new Date(orders[1].createdAt).getTime());

    const sams = (await request(http()).get('/api/orders').set(as(SAM)).expect(200)).body as OrderSummary[];
    expect(sams.map((o) => o.id)).toEqual([samOrder.id]);
    expect(sams[0]).toMatchObject({ status: 'pending', shippingAddress: null });

    expect((await request(http()).get('/api/orders').set(as(ADMIN)).expect(200)).body).toEqual([]);
  });

  it('answers an empty list to an identity that is not an account uuid', async () => {
    const res = await request(http())
      .get('/api/orders')
      .set(as({ sub: 'legacy-user-7', username: 'legacy', role: 'member' }))
      .expect(200);
    expect(res.body).toEqual([]);
  });

  it('shows the order and its lines with product names in one query for the lines', async () => {
    const spy = jest.spyOn(Client.prototype, 'query');
    let res;
    try {
      res = await request(http()).get(`/api/orders/${mayaOlder.id}`).set(as(MAYA)).expect(200);
      // The order with its payment (ownership check), then its lines joined with products.
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
    expect(res.body.order).toEqual({
      id: mayaOlder.id,
      status: 'delivered',
      shippingAddress: '12 Elm Street, New Haven, CT, 06510, USA',
      shippingMethod: 'Standard Shipping',
      paymentMethod: 'Credit Card',
      totalAmount: 8297,
      createdAt: expect.any(String),
      payment: null,
      carrier: null,
      trackingNumber: null,
    });
    expect(res.body.items).toEqual([
      {
        id: expect.any(String),
        productId: dogShampoo.id,
        price: 2499,
        quantity: 2,
        product: { id: dogShampoo.id, name: dogShampoo.name, imageUrl: dogShampoo.imageUrl },
      },
      {
        id: expect.any(String),
        productId: supplement.id,
        price: 3299,
        quantity: 1,
        product: { id: supplement.id, name: supplement.name, imageUrl: supplement.imageUrl },
      },
    ]);
  });

  it("answers 404 for someone else's order exactly as for a missing one, and 400 for a malformed id", async () => {
    const other = await request(http()).get(`/api/orders/${mayaOlder.id}`).set(as(SAM)).expect(404);
    const missing = await request(http())
      .get('/api/orders/00000000-0000-4000-8000-0000000000aa')
      .set(as(SAM))
      .expect(404);
    expect(other.body).toEqual({ message: 'Order not found' });
    expect(missing.body).toEqual(other.body);
    expect((await request(http()).get('/api/orders/123').set(as(SAM)).expect(400)).body).toEqual({
      message: 'Invalid order id',
    });
  });
});
