import { MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('nestsDeeperThan', () => {
  it('accepts ordinary bodies up to the limit', () => {
    expect(nestsDeeperThan({ a: 'x', items: [{ id: 1 }] }, MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(null, MAX_BODY_DEPTH)).toBe(false);
  });

  it('refuses one level more, and 10 000 levels without overflowing the stack itself', () => {
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.parse('['.repeat(10_000) + ']'.repeat(10_000)), MAX_BODY_DEPTH)).toBe(true);
  });
});
