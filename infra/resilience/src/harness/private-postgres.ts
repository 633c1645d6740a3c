import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { waitFor } from '@petcora/testing';
import { type Child, startChild, tail } from './child-process';
import { freePort } from './free-port';

/** A PostgreSQL cluster of this suite's own (temp dir, own port), so it can be restarted without touching anyone's. */
export interface PrivatePostgres {
  port: number;
  /** URL of the `petcora` database on it. */
  url: string;
  /** Fast shutdown (what `pg_ctl restart -m fast` does: open transactions are rolled back), then up again. */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const newest = fs
      .readdirSync(debian)
      .filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return path.join(debian, newest, 'bin');
  }
  try {
    return path.dirname(fs.realpathSync(execFileSync('sh', ['-c', 'command -v initdb']).toString().trim()));
  } catch {
    throw new Error('The fault tests need PostgreSQL server binaries (initdb, postgres): set PG_BIN_DIR.');
  }
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` system user. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const ids = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: ids('-u'), gid: ids('-g') };
}

async function accepts(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPrivatePostgres(logDir: string): Promise<PrivatePostgres> {
  const bin = binDir();
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcora-faults-pg-'));
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid!);
  const data = path.join(dir, 'data');
  const logFile = path.join(logDir, 'postgres.log');
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], {
    ...user,
    stdio: 'ignore',
  });
  const port = await freePort();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: Child | undefined;
  const up = async () => {
    server = startChild(
      path.join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      { ...user, logFile },
    );
    await waitFor(
      () => accepts(serverUrl),
      (ok) => ok || !server!.isRunning(),
      20_000,
    );
    if (!server.isRunning()) throw new Error(`postgres did not start:\n${tail(logFile)}`);
  };
  const down = async () => server?.stop('SIGINT', 10_000);
  try {
    await up();
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE petcora');
    await admin.end();
  } catch (error) {
    await down();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/petcora`,
    async restart(downMs = 0) {
      await down();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await up();
    },
    async stop() {
      await down();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
