import { formatCount, joinedLabel, safeWebsite } from './profile-format';

describe('joinedLabel', () => {
  it("reads 'Joined <Month YYYY>' in UTC", () => {
    expect(joinedLabel('2026-11-01T00:30:00.000Z')).toBe('Joined November 2026');
    expect(joinedLabel('2025-01-31T23:59:59.000Z')).toBe('Joined January 2025');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(joinedLabel(null)).toBeNull();
    expect(joinedLabel('yesterday-ish')).toBeNull();
  });
});

describe('safeWebsite', () => {
  it.each([
    ['https://www.rexandme.example/about', 'https://www.rexandme.example/about', 'rexandme.example'],
    ['http://pets.example', 'http://pets.example/', 'pets.example'],
    ['rexandme.example', 'https://rexandme.example/', 'rexandme.example'],
    ['  blog.pets.example/rex  ', 'https://blog.pets.example/rex', 'blog.pets.example'],
  ])('links %s', (value, href, host) => {
    expect(safeWebsite(value)).toEqual({ href, host });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'ftp://files.example',
    '//evil.example',
    '/api/logout',
    'https://user:pass@evil.example',
    'not a website',
    '',
    null,
    `https://${'a'.repeat(2050)}.example`,
  ])('refuses %p', (value) => {
    expect(safeWebsite(value)).toBeNull();
  });
});

describe('formatCount', () => {
  it('groups thousands and never goes below zero', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(-1)).toBe('0');
  });
});
