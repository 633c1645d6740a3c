import { isPrerenderedFor } from './prerender-paths';

describe('isPrerenderedFor', () => {
  it.each([
    ['/about', '/about', true],
    ['/about', '/About/', true],
    ['/', '/', true],
    ['*', '/no/such/page', true],
    ['/about', '/store', false],
    ['/', '/about', false],
    [undefined, '/', false],
  ])('HTML made for %s shows %s: %s', (prerenderedFor, pathname, expected) => {
    expect(isPrerenderedFor(prerenderedFor, pathname)).toBe(expected);
  });
});
