import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { fingerprintDatabase } from './database-fingerprint';
import { listFiles } from './file-listing';
import { malformedCases, type MalformedCase } from './malformed-cases';
import { plausibleBodyFields } from './plausible-fields';
import { RawHttpClient, type RawResponse } from './raw-http';
import {
  type DiscoveredRoute,
  discoverMutatingRoutes,
  fillPath,
  hasParameters,
  type HasExpressInstance,
} from './route-discovery';

/** A caller to send every case as: anonymous (no headers) or a signed-in member (gateway identity headers). */
export interface WalkIdentity {
  label: string;
  headers: Record<string, string>;
}

export interface BadInputWalkOptions {
  app: HasExpressInstance & { getHttpServer(): Server };
  /** The service's throwaway database: every table is fingerprinted before and after the walk. */
  databaseUrl: string;
  /** Folders the service stores uploads in: no file may appear there. */
  uploadFolders?: readonly string[];
  identities: readonly WalkIdentity[];
  /** Requests in flight at once (2 cores shared with other work: keep it modest). */
  concurrency?: number;
  /** A request without a complete answer after this long is a failure (a hang). */
  timeoutMs?: number;
}

export interface BadInputFailure {
  request: string;
  identity: string;
  inputCase: string;
  problem: string;
}

export interface BadInputWalkResult {
  routes: DiscoveredRoute[];
  cases: number;
  failures: BadInputFailure[];
  /** Tables whose rows differ after the walk (`schema.table: before -> after`). */
  changedTables: string[];
  newFiles: string[];
  summary: string;
}

/** Path parameter values: a well-formed id, then junk (sent as given: `../x` unencoded on purpose, `%00` a NUL). */
export const PATH_PARAMETER_VALUES = [randomUUID(), '..%2Fx', '../x', '%00', 'a'.repeat(10 * 1024)];

/**
 * The bodies sent with a junk path value. There the path is on trial, and the body is parsed the same whatever the
 * path holds, so every other case runs once per route, with the well-formed id: a few bodies of each kind (none,
 * plausible, unparsable, huge, prototype keys, broken multipart) suffice beside the junk.
 */
export const JUNK_PATH_CASES: ReadonlySet<string> = new Set([
  'missing body',
  'unknown fields',
  'truncated JSON',
  '1 MB JSON string',
  '__proto__ key',
  'multipart with a garbage body',
]);

/**
 * Sends every malformed case to every mutating route the app serves, as every identity, and checks that each answer
 * is a timely 4xx with a JSON `{ message }` — never a 5xx or a hang — and that afterwards the database holds the
 * same rows and the upload folders the same files. A route that answers 2xx to a bodiless request reads no input
 * (sign-out): on it the same 2xx is accepted too, the database check still applies.
 */
export async function walkBadInput(options: BadInputWalkOptions): Promise<BadInputWalkResult> {
  const routes = discoverMutatingRoutes(options.app);
  const cases = malformedCases(plausibleBodyFields());
  const client = await RawHttpClient.for(options.app.getHttpServer());
  const timeoutMs = options.timeoutMs ?? 10_000;
  const databaseBefore = await fingerprintDatabase(options.databaseUrl);
  const filesBefore = await listFiles(options.uploadFolders ?? []);
  const failures: BadInputFailure[] = [];
  let sent = 0;
  try {
    const junkPathCases = cases.filter((inputCase) => JUNK_PATH_CASES.has(inputCase.name));
    const targets = routes.flatMap((route) =>
      (hasParameters(route.path) ? PATH_PARAMETER_VALUES : ['']).map((value, index) => ({
        method: route.method,
        path: fillPath(route.path, value),
        cases: index === 0 ? cases : junkPathCases,
      })),
    );
    const jobs = targets.flatMap((target) => options.identities.map((identity) => ({ target, identity })));
    await runPool(jobs, options.concurrency ?? 4, async ({ target, identity }) => {
      const label = `${target.method} ${shorten(target.path)}`;
      const send = (inputCase: MalformedCase) => {
        sent += 1;
        return client.send(
          {
            method: target.method,
            path: target.path,
            headers: { ...identity.headers, ...inputCase.headers },
            body: inputCase.body,
          },
          timeoutMs,
        );
      };
      const [bodiless, ...rest] = target.cases;
      // A bodiless request may succeed (sign-out reads no input); then that route may answer the same to junk.
      const baseline = await judge(send, bodiless, isSuccess);
      const inputless =
        baseline.response && isSuccess(baseline.response.status) ? baseline.response.status : 0;
      // Nest runs a route's guards before any pipe reads a field: where the caller is refused (401), every
      // wrong-typed field is refused alike, so only the bodies the parsers and limits judge are sent.
      const refused = baseline.response?.status === 401;
      const judged = await mapSerial(refused ? rest.filter((c) => !c.wrongTypeOf) : rest, (inputCase) =>
        judge(send, inputCase, (status) => status === inputless),
      );
      const problems = [baseline, ...judged];
      for (const { inputCase, problem } of problems)
        if (problem)
          failures.push({ request: label, identity: identity.label, inputCase: inputCase.name, problem });
    });
  } finally {
    client.close();
  }

  const databaseAfter = await fingerprintDatabase(options.databaseUrl);
  const changedTables = Object.keys({ ...databaseBefore, ...databaseAfter })
    .filter((table) => JSON.stringify(databaseBefore[table]) !== JSON.stringify(databaseAfter[table]))
    .map(
      (table) =>
        `${table}: ${databaseBefore[table]?.rows ?? 'absent'} rows -> ${databaseAfter[table]?.rows ?? 'absent'} rows`,
    );
  const before = new Set(filesBefore);
  const newFiles = (await listFiles(options.uploadFolders ?? [])).filter((file) => !before.has(file));
  const pollution = Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')
    ? ['Object.prototype was polluted']
    : [];
  const failed = failures.length + changedTables.length + newFiles.length + pollution.length;
  const summary = `bad-input: ${sent} cases over ${routes.length} routes, ${failed} failures`;
  console.log(summary);
  return {
    routes,
    cases: sent,
    failures: [
      ...failures,
      ...pollution.map((problem) => ({ request: '-', identity: '-', inputCase: '-', problem })),
    ],
    changedTables,
    newFiles,
    summary,
  };
}

async function judge(
  send: (inputCase: MalformedCase) => Promise<RawResponse>,
  inputCase: MalformedCase,
  successAccepted: (status: number) => boolean,
): Promise<{ inputCase: MalformedCase; response?: RawResponse; problem?: string }> {
  let response: RawResponse;
  try {
    response = await send(inputCase);
  } catch (error) {
    return { inputCase, problem: `no answer: ${(error as Error).message}` };
  }
  const clientError = response.status >= 400 && response.status < 500;
  if (!clientError && !successAccepted(response.status))
    return { inputCase, response, problem: `status ${response.status}: ${response.text.slice(0, 200)}` };
  if (clientError && !hasJsonMessage(response))
    return {
      inputCase,
      response,
      problem: `status ${response.status} without a JSON message: ${response.text.slice(0, 200)}`,
    };
  return { inputCase, response };
}

function hasJsonMessage(response: RawResponse): boolean {
  if (!/^application\/json/.test(response.contentType)) return false;
  try {
    return typeof (JSON.parse(response.text) as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300;

const shorten = (path: string) => (path.length > 80 ? `${path.slice(0, 60)}…(${path.length} chars)` : path);

/** Runs `work` over `items` with at most `limit` at once. */
async function runPool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function mapSerial<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await fn(item));
  return results;
}
