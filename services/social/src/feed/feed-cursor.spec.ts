import { BadRequestException } from '@nestjs/common';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from './feed-cursor';

const ID = '0d9c3a52-55a4-4d0e-9b36-2f3e2f6f7a10';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('feed cursor', () => {
  it('round-trips a time key and a ranked key with its as-of instant', () => {
    const time = { l: 'all', k: '2026-11-23T10:00:00.123456Z', i: ID };
    expect(decodeCursor(encodeCursor(time), 'all', 'time')).toEqual(time);
    const score = { l: 'trending', k: '0.35355339059327373', i: ID, a: '2026-11-23T10:00:00.123Z' };
    expect(decodeCursor(encodeCursor(score), 'trending', 'score')).toEqual(score);
    expect(decodeCursor(encodeCursor({ ...score, k: '1.2e-05' }), 'trending', 'score').k).toBe('1.2e-05');
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc+/=='],
    ['not JSON', Buffer.from('{"l":').toString('base64url')],
    ['a JSON array', b64(['all', '2026-11-23T10:00:00.123456Z', ID])],
    ['null', b64(null)],
    ['an extra key', b64({ l: 'all', k: '2026-11-23T10:00:00.123456Z', i: ID, x: 1 })],
    ['a missing key', b64({ l: 'all', k: '2026-11-23T10:00:00.123456Z' })],
    ['another list', b64({ l: 'photos', k: '2026-11-23T10:00:00.123456Z', i: ID })],
    ['a number as key', b64({ l: 'all', k: 1700000000, i: ID })],
    ['an impossible date', b64({ l: 'all', k: '2026-02-30T10:00:00.000000Z', i: ID })],
    ['hour 25', b64({ l: 'all', k: '2026-11-23T25:00:00.000000Z', i: ID })],
    ['year 0', b64({ l: 'all', k: '0000-01-01T00:00:00.000000Z', i: ID })],
    ['SQL in the key', b64({ l: 'all', k: "2026-11-23'; DROP TABLE social.posts; --", i: ID })],
    ['SQL in the id', b64({ l: 'all', k: '2026-11-23T10:00:00.123456Z', i: "' OR 1=1 --" })],
    ['an as-of on a list by time', b64({ l: 'all', k: '2026-11-23T10:00:00.123456Z', i: ID, a: 'x' })],
    ['too long', 'A'.repeat(401)],
  ])('refuses %s', (_, raw) => {
    expect(() => decodeCursor(raw, 'all', 'time')).toThrow(new BadRequestException(INVALID_CURSOR));
  });

  it.each([
    ['NaN', { k: 'NaN' }],
    ['Infinity', { k: 'Infinity' }],
    ['a negative score', { k: '-1' }],
    ['an overflowing score', { k: '1e999' }],
    ['no as-of', { a: undefined }],
    ['an impossible as-of', { a: '2026-13-01T00:00:00.000Z' }],
  ])('refuses a ranked cursor with %s', (_, change) => {
    const cursor = { l: 'trending', k: '0.5', i: ID, a: '2026-11-23T10:00:00.123Z', ...change };
    expect(() => decodeCursor(b64(cursor), 'trending', 'score')).toThrow(INVALID_CURSOR);
  });
});
