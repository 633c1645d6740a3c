import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Where checked uploads end up. Uploads are always received into a local staging folder first (their type and size
 * are decided on the way in), then handed to the storage under a random name: a local folder in development, an
 * S3-compatible bucket when several copies of a service must see the same files (docs/adr/0031-media-storage.md).
 */
export interface MediaStorage {
  /** Local folder for partial uploads; dotfile names, removed on any failure. */
  readonly stagingDirectory: string;
  /**
   * Makes a complete, checked temporary file the stored file `fileName`: it appears whole or not at all, and the
   * temporary file is gone afterwards (moved or uploaded and removed).
   */
  put(temporary: string, fileName: string, contentType: string, size: number): Promise<void>;
  /**
   * Sends a stored file with `headers` (range requests answered); false when there is no such file. Node's own
   * request and answer, so it serves alike behind Express and Fastify.
   */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    fileName: string,
    headers: Record<string, string>,
  ): Promise<boolean>;
  /** Removes a stored file; "already gone" is success. */
  remove(fileName: string): Promise<void>;
}
