import { formatUsd } from './money';

describe('formatUsd without Intl', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  });

  it('says what Intl says for whole cents, small and large, positive and negative', () => {
    const values = [
      0, 1, 9, 10, 99, 100, 101, 999, 2499, 10000, 99999, 100000, 123456, 999999, 1000000, 123456789,
    ];
    for (let exponent = 0; exponent <= 14; exponent++) {
      const base = 10 ** exponent;
      values.push(base - 1, base, base + 1, Math.round(base * 1.2345));
    }
    values.push(999999999999999, 987654321098765);
    for (const cents of values) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
      expect(formatUsd(-cents)).toBe(intl.format(-cents / 100));
    }
  });

  it('hands anything but whole cents to Intl: fractions of a cent, -0, 1e15 and more; NaN shown as $0.00', () => {
    for (const cents of [0.5, 2499.5, -0.4, -0, 1e15, Number.MAX_SAFE_INTEGER, 1e20, 12.345]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    }
    expect(formatUsd(Number.NaN)).toBe('$0.00');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });

  it('builds no Intl formatter for whole cents (ICU data costs a phone 47-87 ms)', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      // A fresh module: nothing made before.
      const fresh = jest.requireActual<typeof import('./money')>('./money');
      expect(fresh.formatUsd(2499)).toBe('$24.99');
      expect(fresh.formatUsd(123456789)).toBe('$1,234,567.89');
    });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
