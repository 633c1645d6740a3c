import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@petcora/testing';
import { type Child, startChild, tail } from './child-process';
import { freePort } from './free-port';

/** A redis-server of this suite's own, killable without touching the machine's Redis. */
export interface PrivateRedis {
  url: string;
  /** SIGKILL: the outage starts with no goodbye to the clients. */
  kill(): Promise<void>;
  /** Up again on the same port with what it had written (append-only file, fsync on every write). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().includes('PONG')));
  });
}

export async function startPrivateRedis(logDir: string): Promise<PrivateRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcora-faults-redis-'));
  const port = await freePort();
  const logFile = path.join(logDir, 'redis.log');
  let server: Child | undefined;
  const start = async () => {
    server = startChild(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
        ...['--appendonly', 'yes', '--appendfsync', 'always'],
      ],
      { logFile },
    );
    await waitFor(
      () => ping(port),
      (ok) => ok || !server!.isRunning(),
      10_000,
    );
    if (!server.isRunning()) throw new Error(`redis-server did not start:\n${tail(logFile)}`);
  };
  try {
    await start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: async () => server?.stop('SIGKILL'),
    start,
    async stop() {
      await server?.stop('SIGTERM', 5000);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
