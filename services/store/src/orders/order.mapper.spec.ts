import type { OrderEntity } from './order.entity';
import type { OrderItemEntity } from './order-item.entity';
import { toOrderDetail, toOrderSummary } from './order.mapper';

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
        payment: null,
        carrier: null,
        trackingNumber: null,
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

  it('shows the card payment: brand, last four and its state by the amount refunded', () => {
    const base = { id: 'o2', status: 'shipped', total: 3000, orderDate: new Date(0), createdAt: new Date(0) };
    const payment = (refundedAmount: number, status = 'COMPLETED') => ({
      status,
      amount: 3000,
      refundedAmount,
      cardBrand: 'VISA',
      last4: '1111',
    });
    const stateOf = (p: ReturnType<typeof payment>) =>
      toOrderDetail({ ...base, payment: p } as never, []).order.payment!.state;
    expect(stateOf(payment(0))).toBe('paid');
    expect(stateOf(payment(1000))).toBe('partly_refunded');
    expect(stateOf(payment(3000))).toBe('refunded');
    expect(stateOf(payment(0, 'PENDING'))).toBe('pending');
    const shipped = toOrderDetail(
      { ...base, carrier: 'UPS', trackingNumber: '1Z999', payment: payment(0) } as never,
      [],
    ).order;
    expect(shipped).toMatchObject({
      carrier: 'UPS',
      trackingNumber: '1Z999',
      payment: { state: 'paid', cardBrand: 'VISA', last4: '1111', amount: 3000, refundedAmount: 0 },
    });
  });
});

describe('toOrderSummary', () => {
  it("answers the spec's alias totalAmount right after total, in the summary's field order", () => {
    const summary = toOrderSummary({
      ...order,
      orderDate: new Date(0),
      payment: null,
    } as unknown as OrderEntity);
    expect(Object.keys(summary)).toEqual([
      'id',
      'orderDate',
      'createdAt',
      'status',
      'total',
      'totalAmount',
      'shippingAddress',
      'shippingMethod',
      'paymentMethod',
      'paymentState',
    ]);
    expect(summary).toMatchObject({ total: 4498, totalAmount: 4498 });
  });
});
