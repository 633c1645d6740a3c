import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';

/** One process this suite started: always stopped by its own PID, never by name. */
export interface Child {
  readonly pid: number;
  readonly exited: Promise<number | null>;
  isRunning(): boolean;
  /** Sends `signal` and waits for the exit; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export function startChild(
  command: string,
  args: string[],
  options: SpawnOptions & { logFile: string },
): Child {
  const log = fs.openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(command, args, { ...options, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  const pid = child.pid;
  let running = true;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    });
    child.once('error', () => {
      running = false;
      resolve(null);
    });
  });
  return {
    pid,
    exited,
    isRunning: () => running,
    async stop(signal = 'SIGTERM', graceMs = 8000) {
      if (!running) return;
      process.kill(pid, signal);
      const timer = setTimeout(() => running && process.kill(pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The last lines of a log file, to say why a process did not come up. */
export function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
