import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;
// s3rver ships no types; it speaks the S3 REST protocol over HTTP, so the real SDK client is what gets tested.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as S3rverConstructor;

/** An S3-compatible server on a free loopback port with one empty bucket, its data in a temporary folder. */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'petcora-media-test'): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), 'fake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
