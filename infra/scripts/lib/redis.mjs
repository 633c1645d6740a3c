// Finds Redis: REDIS_URL, then localhost:6379, then a redis-server from the PATH, else a clear error.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { info } from './log.mjs';

/**
 * Empties the logical database `url` names (its path, e.g. `/9`). The browser suite's stack starts on a fresh
 * Postgres database; its queues must start empty too, or a job id left by an earlier run (ids derived from outbox row
 * numbers start again at 1 in a fresh database) is taken for a job already done and its event silently dropped.
 */
export function flushLogicalDatabase(url) {
  const u = new URL(url);
  const db = Number(u.pathname.replace(/^\//, '') || 0);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const auth = u.password ? `AUTH ${decodeURIComponent(u.password)}\r\n` : '';
    let answer = '';
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error('Redis did not answer FLUSHDB in time'));
    });
    socket.on('error', reject);
    socket.on('connect', () => socket.write(`${auth}SELECT ${db}\r\nFLUSHDB\r\n`));
    socket.on('data', (d) => {
      answer += d.toString();
      const replies = answer.split('\r\n').filter(Boolean);
      if (replies.some((reply) => reply.startsWith('-'))) {
        socket.destroy();
        reject(new Error(`Redis refused FLUSHDB: ${answer.trim()}`));
      } else if (replies.length >= (auth ? 3 : 2)) {
        socket.destroy();
        resolve();
      }
    });
  });
}

function ping(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () =>
      socket.write(u.password ? `AUTH ${decodeURIComponent(u.password)}\r\nPING\r\n` : 'PING\r\n'),
    );
    socket.on('data', (d) => done(d.toString().includes('PONG')));
  });
}

export async function findRedis({ root, spawnedPort = 6389 }) {
  if (process.env.REDIS_URL) {
    if (!(await ping(process.env.REDIS_URL)))
      throw new Error(`REDIS_URL is set but no Redis answers at ${new URL(process.env.REDIS_URL).host}.`);
    return { url: process.env.REDIS_URL, source: 'REDIS_URL', stop: async () => {} };
  }
  const local = 'redis://127.0.0.1:6379';
  if (await ping(local)) return { url: local, source: 'localhost:6379', stop: async () => {} };
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const binary = which.stdout.trim();
  if (!binary) {
    throw new Error(
      'Pet Cora needs Redis (queues and the author projection), and none was found.\n' +
        '  Start one on localhost:6379, set REDIS_URL, or install redis-server (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis).',
    );
  }
  const dir = path.join(root, '.data', 'redis');
  fs.mkdirSync(dir, { recursive: true });
  info(`No Redis on localhost:6379: starting ${binary} on port ${spawnedPort}`);
  const child = spawn(
    binary,
    ['--port', String(spawnedPort), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${spawnedPort}`;
  for (let i = 0; i < 50 && !(await ping(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await ping(url))) throw new Error('redis-server did not start');
  return {
    url,
    source: `redis-server (pid ${child.pid})`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
