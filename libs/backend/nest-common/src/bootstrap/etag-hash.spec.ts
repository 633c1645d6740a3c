import { createHash } from 'node:crypto';
import { memoizedEtagHash } from './etag-hash';

const sha1 = (payload: string | Buffer) => createHash('sha1').update(payload).digest('base64');

/** A hash function that counts its calls (the real SHA-1 underneath). */
function countingSha1() {
  const calls: Array<string | Buffer> = [];
  const hash = (payload: string | Buffer) => {
    calls.push(payload);
    return sha1(payload);
  };
  return { hash, calls };
}

describe('memoizedEtagHash: the ETag hash remembered per body', () => {
  it('answers SHA-1 in base64, what @fastify/etag computes, for every body', () => {
    const etagHash = memoizedEtagHash();
    for (const body of ['{"a":1}', '{"a":2}', '{"a":1}', '', 'é€😀']) expect(etagHash(body)).toBe(sha1(body));
    expect(etagHash(Buffer.from('bytes'))).toBe(sha1(Buffer.from('bytes')));
  });

  it('hashes an equal body once: a new string with the same text is compared, not hashed', () => {
    const { hash, calls } = countingSha1();
    const etagHash = memoizedEtagHash({}, hash);
    const body = JSON.stringify({ products: Array.from({ length: 50 }, (_, i) => ({ id: i })) });
    const first = etagHash(body);
    const again = etagHash(JSON.parse(JSON.stringify(body)) as string);
    expect(again).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('never answers a remembered hash for a different body of the same length', () => {
    const { hash, calls } = countingSha1();
    const etagHash = memoizedEtagHash({}, hash);
    expect(etagHash('{"price":10}')).toBe(sha1('{"price":10}'));
    expect(etagHash('{"price":11}')).toBe(sha1('{"price":11}'));
    expect(etagHash('{"price":10}')).toBe(sha1('{"price":10}'));
    expect(calls).toHaveLength(3);
  });

  it('keeps at most `entries` bodies, the oldest length going first', () => {
    const { hash, calls } = countingSha1();
    const etagHash = memoizedEtagHash({ entries: 2 }, hash);
    etagHash('a');
    etagHash('bb');
    etagHash('ccc'); // 'a' (length 1) is dropped
    etagHash('bb');
    etagHash('ccc');
    expect(calls).toEqual(['a', 'bb', 'ccc']);
    etagHash('a');
    expect(calls).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('hashes bodies over `maxBody` and Buffers every time, keeping none of them', () => {
    const { hash, calls } = countingSha1();
    const etagHash = memoizedEtagHash({ maxBody: 4 }, hash);
    etagHash('12345');
    etagHash('12345');
    etagHash(Buffer.from('xy'));
    etagHash(Buffer.from('xy'));
    expect(calls).toHaveLength(4);
  });
});
