import { type ClientRequest, request as httpRequest } from 'node:http';

/** A server's answer: its status and its JSON body ({} when empty). */
export interface UploadAnswer {
  status: number;
  body: { message?: string } & Record<string, unknown>;
}

/**
 * Starts a 10 MB multipart upload of one file to `url`: sends the head of field `field` and `firstChunk`, then stalls
 * or, with `trickleEveryMs`, sends a byte that often (never idle for long, never done). Answers the request and the
 * server's answer, whenever it comes; the request is destroyed once the answer has arrived.
 */
export function startSlowUpload({
  url,
  field,
  firstChunk,
  headers = {},
  trickleEveryMs,
}: {
  url: string;
  field: string;
  firstChunk: Buffer;
  headers?: Record<string, string>;
  trickleEveryMs?: number;
}): { req: ClientRequest; answer: Promise<UploadAnswer> } {
  const boundary = 'SLOWUPLOAD';
  let req!: ClientRequest;
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    req = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 10 * 1024 * 1024,
      },
    });
    req.on('error', () => undefined);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') });
      });
      res.on('error', reject);
    });
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\n`);
    req.write(firstChunk);
    if (trickleEveryMs !== undefined) {
      const trickle = setInterval(() => req.write(Buffer.alloc(1)), trickleEveryMs);
      req.on('close', () => clearInterval(trickle));
    }
  });
  return { req, answer };
}
