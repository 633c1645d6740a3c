// One measurement = a fixed time at a fixed concurrency, reduced to the same numbers for HTTP and for bare SQL.
import autocannon from 'autocannon';

const SETTLE_MS = 1000;

/** Requests/s counts successful (2xx) answers only; any other answer or error makes the case invalid. */
export async function measureHttp({ name, url, headers = {}, connections, durationSeconds, warmupSeconds }) {
  if (warmupSeconds > 0) {
    await autocannon({ url, headers, connections, duration: warmupSeconds });
    // The warm-up ends by dropping its connections mid-request; let the stack finish those before measuring.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
  const result = await autocannon({ url, headers, connections, duration: durationSeconds });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    kind: 'http',
    target: url,
    durationSeconds: result.duration,
    connections,
    completed: result['2xx'],
    perSecond: result['2xx'] / result.duration,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    failures: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
    valid: failures === 0 && result['2xx'] > 0,
  };
}

/**
 * `iteration(worker)` in a loop from `connections` concurrent callers for a fixed time (after a warm-up), reduced to
 * the same numbers as an HTTP case; an iteration that throws counts as an error and makes the case invalid.
 */
export async function measureLoop({
  name,
  kind,
  target,
  connections,
  durationSeconds,
  warmupSeconds,
  iteration,
}) {
  const runFor = async (seconds, latencies) => {
    const end = performance.now() + seconds * 1000;
    let errors = 0;
    let firstError = null;
    const worker = async (index) => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          await iteration(index);
          latencies?.push(performance.now() - start);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
    return { elapsedSeconds: (performance.now() - started) / 1000, errors, firstError };
  };
  if (warmupSeconds > 0) await runFor(warmupSeconds, null);
  const latencies = [];
  const { elapsedSeconds, errors, firstError } = await runFor(durationSeconds, latencies);
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]) : 0;
  return {
    name,
    kind,
    target,
    durationSeconds: round(elapsedSeconds),
    connections,
    completed: latencies.length,
    perSecond: latencies.length / elapsedSeconds,
    latencyMs: { p50: at(0.5), p99: at(0.99), max: at(1) },
    failures: firstError ? { errors, firstError } : { errors },
    valid: errors === 0 && latencies.length > 0,
  };
}

/**
 * The same statement and parameters in a loop from `connections` concurrent callers sharing a pg Pool of that size:
 * what the database and driver alone can do, the ceiling the API is compared with. `statements` (a list of
 * `{ sql, params }`) replaces `sql`/`params` when a request runs several: one iteration runs them one after another.
 * Each is sent as the service sends it: with a `name` as a named prepared statement, with `rowMode: 'array'` read as
 * arrays.
 */
export async function measureSql({
  name,
  pool,
  sql,
  params,
  statementName,
  rowMode,
  statements = [{ sql, params, name: statementName, rowMode }],
  ...settings
}) {
  const result = await measureLoop({
    name,
    kind: 'sql',
    target: statements.map((s) => firstLine(s.sql)).join(' + '),
    ...settings,
    iteration: async () => {
      for (const statement of statements)
        await pool.query({
          name: statement.name,
          text: statement.sql,
          values: statement.params,
          rowMode: statement.rowMode,
        });
    },
  });
  return { ...result, statements: statements.length };
}

function round(n) {
  return Math.round(n * 100) / 100;
}

function firstLine(sql) {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 90 ? `${flat.slice(0, 87)}...` : flat;
}
