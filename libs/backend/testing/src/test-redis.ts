import { randomBytes } from 'node:crypto';

/** A Redis URL and a key prefix unique to this test run, so parallel runs never share queues. */
export function testRedis(label: string): { url: string; prefix: string } {
  return {
    url: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: `petcora-test-${label}-${randomBytes(4).toString('hex')}`,
  };
}
