import { Agent, request, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawRequest {
  method: string;
  /** Already encoded path (junk path parameters are sent exactly as given). */
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Thrown when a request gets no complete answer in time: a hang is a failure like a 500. */
export class RequestTimeout extends Error {}

/**
 * A bare HTTP client, not supertest: malformed input must reach the server byte for byte (truncated multipart, raw
 * JSON text, lying headers), and an answer that arrives before the upload finished must still count.
 */
export class RawHttpClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });

  private constructor(private readonly port: number) {}

  /** Listens on an ephemeral loopback port if the app's server is not listening yet (the app's close stops it). */
  static async for(server: Server): Promise<RawHttpClient> {
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new RawHttpClient((server.address() as AddressInfo).port);
  }

  send(req: RawRequest, timeoutMs: number): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const headers: OutgoingHttpHeaders = { ...req.headers };
      if (req.body) headers['content-length'] = req.body.length;
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: req.method,
          path: req.path,
          headers,
          agent: this.agent,
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
          res.on('error', reject);
        },
      );
      const timer = setTimeout(() => {
        outgoing.destroy();
        reject(new RequestTimeout(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      // A server may answer (413, 400) and stop reading before the body is sent: that answer is what we judge.
      outgoing.on('error', (error) => {
        if (!answered) {
          clearTimeout(timer);
          reject(error);
        }
      });
      outgoing.end(req.body);
    });
  }

  /** Drops the kept-alive sockets so the app can close. */
  close(): void {
    this.agent.destroy();
  }
}
