import { HttpException } from '@nestjs/common';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receiveUploads } from '../receive-uploads';
import { LocalFolderStorage } from '../storage/local-folder-storage';
import type { UploadOptions } from '../upload-rules';

/** A bare HTTP server around receiveUploads, answering what it stored (or the error) as JSON. */
export interface UploadServer {
  url: string;
  directory: string;
  /** The rules the next requests are received under. */
  options: Omit<UploadOptions, 'storage'>;
  /** Resolves when the server has finished with the next request (answered or not). */
  nextOutcome: () => Promise<unknown>;
  files: () => Promise<string[]>;
  close: () => Promise<void>;
}

export async function startUploadServer(options: UploadServer['options']): Promise<UploadServer> {
  const directory = join(await mkdtemp(join(tmpdir(), 'uploads-spec-')), 'media');
  const storage = new LocalFolderStorage(directory);
  let settle: (outcome: unknown) => void = () => undefined;
  let outcome = new Promise<unknown>((resolve) => (settle = resolve));
  const state: UploadServer = {
    url: '',
    directory,
    options,
    nextOutcome: () => outcome,
    files: () => readdir(directory).catch(() => []),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(join(directory, '..'), { recursive: true, force: true });
    },
  };
  const server: Server = createServer(async (req, res) => {
    let result: unknown;
    try {
      const received = await receiveUploads(req, { ...state.options, storage });
      result = { files: received.files, fields: received.fields };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    } catch (error) {
      result = error;
      const status = error instanceof HttpException ? error.getStatus() : 500;
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: (error as Error).message }));
    }
    settle(result);
    outcome = new Promise<unknown>((resolve) => (settle = resolve));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
