import type { OrderEntity } from './order.entity';
import type { OrderItemEntity } from './order-item.entity';
import { toOrderDetail } from './order.mapper';

const order = {
  id: 'o1',
  userId: 'u1',
  status: 'shipped',
  total: 4498,
  shippingAddress: '12 Elm Street',
  shippingCity: 'New Haven',
  shippingState: null,
  shippingZip: null,
  shippingCountry: 'USA',
  shippingMethod: 'Standard Shipping',
  paymentMethod: 'Credit Card',
  createdAt: new Date('2026-03-05T12:00:00.000Z'),
} as unknown as OrderEntity;

describe('toOrderDetail', () => {
  it('answers the spec shape: order facts with cents and methods, items with an optional product', () => {
    const lines = [
      {
        id: 'i1',
        productId: 'p1',
        price: 1999,
        quantity: 2,
        product: { id: 'p1', name: 'Dog Shampoo', imageUrl: null },
      },
      { id: 'i2', productId: 'p-gone', price: 500, quantity: 1, product: null },
    ] as unknown as OrderItemEntity[];

    expect(toOrderDetail(order, lines)).toEqual({
      order: {
        id: 'o1',
        status: 'shipped',
        shippingAddress: '12 Elm Street, New Haven, USA',
        shippingMethod: 'Standard Shipping',
        paymentMethod: 'Credit Card',
        totalAmount: 4498,
        createdAt: '2026-03-05T12:00:00.000Z',
      },
      items: [
        {
          id: 'i1',
          productId: 'p1',
          price: 1999,
          quantity: 2,
          product: { id: 'p1', name: 'Dog Shampoo', imageUrl: null },
        },
        { id: 'i2', productId: 'p-gone', price: 500, quantity: 1, product: null },
      ],
    });
  });
});
