import { isSafeMediaUrl } from './media-url';

describe('isSafeMediaUrl', () => {
  it.each([
    '/media/social/0b5c8a5e-2f1d-4c59-9b63-4d1f6f3c2a10.webp',
    '/media/account/avatar-1.png',
    'https://cdn.example/cat.webp',
    'https://images.example.org/a/b/c.jpg?w=640',
  ])('accepts %s', (url) => expect(isSafeMediaUrl(url)).toBe(true));

  it.each([
    '/api/logout',
    '/API/logout',
    '/media/../api/logout',
    '/media/social/../../api/logout',
    '/media/social/a.png?x=1',
    '//evil.example/a.png',
    '/uploads/a.png',
    'https://petcora.example/api/logout',
    'https://petcora.example//api/logout',
    'https://petcora.example/%61pi/logout',
    'https://petcora.example/internal/session',
    'https://petcora.example/admin/queues',
    'http://cdn.example/cat.webp',
    'https://user:pass@cdn.example/a.png',
    'https://localhost/a.png',
    'https://127.0.0.1/a.png',
    'https://[::1]/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '',
    'x'.repeat(3000),
  ])('refuses %s', (url) => expect(isSafeMediaUrl(url)).toBe(false));

  it('refuses non-strings', () => {
    for (const value of [null, undefined, 42, {}, ['/media/a/b.png']])
      expect(isSafeMediaUrl(value)).toBe(false);
  });
});
