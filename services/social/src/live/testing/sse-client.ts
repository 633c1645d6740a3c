import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { LiveEvent } from '@petcora/contracts';

/** A server-sent event stream read the way a browser's EventSource reads it (for tests). */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body of a refused (non-200) request. */
  body: string;
  events: LiveEvent[];
  /** `: comment` lines (heartbeats). */
  comments: string[];
  retry: number | undefined;
  /** Resolves when the server ends or cuts the stream. */
  ended: Promise<void>;
  /** The first event (already received or arriving within timeoutMs) that matches. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves once `count` comments have arrived. */
  waitForComments(count: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Listens on a free loopback port (the test app is only initialised) and answers its base URL. */
export async function listen(app: INestApplication): Promise<string> {
  const server = app.getHttpServer() as http.Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      const waiters = new Set<() => void>();
      const notify = () => waiters.forEach((waiter) => waiter());
      let buffer = '';
      let endedResolve: () => void = () => undefined;
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: '',
        events: [],
        comments: [],
        retry: undefined,
        ended: new Promise<void>((r) => (endedResolve = r)),
        waitFor(match, timeoutMs = 2000) {
          return new Promise((ok, fail) => {
            const check = () => {
              const found = client.events.find(match);
              if (!found) return false;
              waiters.delete(check);
              clearTimeout(timer);
              ok(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(client.events)}`),
              );
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        waitForComments(count, timeoutMs = 2000) {
          return new Promise((ok, fail) => {
            const check = () => {
              if (client.comments.length < count) return false;
              waiters.delete(check);
              clearTimeout(timer);
              ok();
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`only ${client.comments.length} comments within ${timeoutMs} ms`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        close: () => req.destroy(),
      };
      res.on('data', (chunk: string) => {
        if (client.status !== 200) {
          client.body += chunk;
          return;
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else if (line.startsWith('data: ')) data = line.slice(6);
            else if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
          }
          if (data !== undefined) client.events.push(JSON.parse(data) as LiveEvent);
        }
        notify();
      });
      const finish = () => endedResolve();
      res.on('end', finish);
      res.on('close', finish);
      if (client.status === 200) resolve(client);
      else res.on('end', () => resolve(client));
    });
    req.on('error', reject);
  });
}
