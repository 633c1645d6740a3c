import { orderNumber, orderTotalCents, statusLabel, statusTone } from './order-status';

describe('order status badge', () => {
  it.each([
    ['pending', 'pending'],
    ['processing', 'processing'],
    ['shipped', 'shipped'],
    ['delivered', 'delivered'],
    ['canceled', 'canceled'],
    ['Delivered', 'delivered'],
    ['refunded', 'other'],
    ['', 'other'],
  ])('%s → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('treats a missing status as grey', () => {
    expect(statusTone(undefined)).toBe('other');
  });

  it('capitalises the status for display', () => {
    expect(statusLabel('shipped')).toBe('Shipped');
    expect(statusLabel('on hold')).toBe('On hold');
    expect(statusLabel(null)).toBe('');
  });
});

describe('order numbers and totals', () => {
  it('shortens a uuid to eight upper-case characters', () => {
    expect(orderNumber('3f2a9c1e-0000-4000-8000-0000a1b2c3d4')).toBe('A1B2C3D4');
  });

  it('reads totalAmount first, then total', () => {
    expect(orderTotalCents({ totalAmount: 4998, total: 1 })).toBe(4998);
    expect(orderTotalCents({ total: 1999 })).toBe(1999);
    expect(orderTotalCents({})).toBe(0);
  });
});
