/** Where a batch of log lines goes: one call per batch (process.stdout in production). */
export interface LogSink {
  write(text: string): unknown;
}

export interface BatchedLogWriterOptions {
  /** The longest a line waits before it is written (ms). */
  maxDelayMs?: number;
  /** A batch this long (characters) is written at once, without waiting for the timer. */
  maxChars?: number;
}

export interface BatchedLogWriter {
  /** Queues one log line (ending in a newline). */
  write(line: string): void;
  /** Writes whatever is queued, now. */
  flush(): void;
}

/**
 * Log lines queued and written to the sink in batches, at most `maxDelayMs` after the first line of a batch
 * ("logging that does not block"). process.stdout is synchronous on Linux pipes and files, so one write
 * per request line cost every process a system call per request, and woke whatever reads the pipe (the dev launcher,
 * a log shipper) as often; batched, a busy process makes one write per few milliseconds. Lines keep their order.
 * The queue is flushed on the process's `exit` by `batchedStdout`, so a normal shutdown or a crash through an
 * uncaught exception loses nothing; only a SIGKILL can lose the last `maxDelayMs` of lines.
 */
export function createBatchedLogWriter(
  sink: LogSink,
  { maxDelayMs = 20, maxChars = 64 * 1024 }: BatchedLogWriterOptions = {},
): BatchedLogWriter {
  let queued: string[] = [];
  let queuedChars = 0;
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (queued.length === 0) return;
    const text = queued.length === 1 ? queued[0] : queued.join('');
    queued = [];
    queuedChars = 0;
    sink.write(text);
  };

  return {
    write(line) {
      queued.push(line);
      queuedChars += line.length;
      if (queuedChars >= maxChars) flush();
      else if (!timer) {
        timer = setTimeout(flush, maxDelayMs);
        // A pending batch must not keep an otherwise finished process alive; `exit` flushes it.
        timer.unref();
      }
    },
    flush,
  };
}

let stdoutWriter: BatchedLogWriter | null = null;

/** The process's one batched writer to stdout, flushed when the process exits. */
export function batchedStdout(): BatchedLogWriter {
  if (!stdoutWriter) {
    const writer = createBatchedLogWriter(process.stdout);
    process.on('exit', () => writer.flush());
    stdoutWriter = writer;
  }
  return stdoutWriter;
}

/** Writes one log line through the process's batched stdout writer. */
export const writeLogLine = (line: string): void => batchedStdout().write(line);
