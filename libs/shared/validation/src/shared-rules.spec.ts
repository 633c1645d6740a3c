import { formatUsd } from './money';
import { REDIRECT_AFTER_LOGIN_KEY, safeReturnPath } from './return-path';

describe('formatUsd', () => {
  it('shows integer cents as dollars with two decimals', () => {
    expect(formatUsd(2499)).toBe('$24.99');
    expect(formatUsd(10000)).toBe('$100.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(Number.NaN)).toBe('$0.00');
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths and drops everything that could leave the site', () => {
    expect(REDIRECT_AFTER_LOGIN_KEY).toBe('redirectAfterLogin');
    expect(safeReturnPath('/dashboard/orders?page=2')).toBe('/dashboard/orders?page=2');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/a\nb',
      '',
      null,
      42,
      '/x\\y',
    ])
      expect(safeReturnPath(bad)).toBeNull();
  });
});
