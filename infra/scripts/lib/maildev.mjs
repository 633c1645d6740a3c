// The local mail catcher (maildev): every message the services send lands in its web inbox instead of a mailbox.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_MAIL_PORTS = { smtp: 1025, web: 1080 };

async function healthy(url, child) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * Starts maildev on 127.0.0.1 (SMTP `smtpPort`, web inbox and REST API `webPort`), waits for its API, and answers
 * its SMTP_URL, inbox address (for people), API address (for programs) and a `stop` that ends it by PID. `logFile`: where its output goes (else inherited).
 */
export async function startMaildev({ root, smtpPort, webPort, logFile }) {
  const bin = path.join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  if (!fs.existsSync(bin)) throw new Error(`maildev is not installed (${bin} missing): run npm install`);
  const out = logFile ? fs.openSync(logFile, 'w') : null;
  const child = spawn(
    process.execPath,
    [
      bin,
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--max-emails',
      '1000',
    ],
    { cwd: root, stdio: out === null ? ['ignore', 'inherit', 'inherit'] : ['ignore', out, out] },
  );
  if (out !== null) fs.closeSync(out);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  if (!(await healthy(`http://127.0.0.1:${webPort}/api/healthz`, child))) {
    await stop();
    throw new Error(
      `maildev did not start (SMTP ${smtpPort}, web ${webPort})${logFile ? `: see ${logFile}` : ''}`,
    );
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://localhost:${webPort}`,
    // What a program should call: maildev listens on 127.0.0.1 only, and `localhost` may resolve to ::1 first.
    apiUrl: `http://127.0.0.1:${webPort}`,
    pid: child.pid,
    stop,
  };
}
