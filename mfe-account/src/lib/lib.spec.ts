import { formatUsd } from './money';

describe('formatUsd', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatUsd(2499)).toBe('$24.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
  });

  it('treats a missing amount as zero', () => {
    expect(formatUsd(Number.NaN)).toBe('$0.00');
  });
});
