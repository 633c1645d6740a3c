import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import send from 'send';
import { setHeaders } from './set-headers';
import { removeQuietly } from '../stored-media';
import type { MediaStorage } from './media-storage';

/** Stored files in one local folder (the development default; one machine or a shared volume). */
export class LocalFolderStorage implements MediaStorage {
  constructor(readonly directory: string) {}

  /** Partial files sit next to the final ones: same file system, so publishing is an atomic rename. */
  get stagingDirectory(): string {
    return this.directory;
  }

  async put(temporary: string, fileName: string): Promise<void> {
    const target = join(this.directory, fileName);
    // A name inside a folder (`products/<id>/<file>`, see storedMediaPath) gets its folder on first use.
    if (fileName.includes('/')) await mkdir(dirname(target), { recursive: true });
    await rename(temporary, target);
  }

  async send(
    req: IncomingMessage,
    res: ServerResponse,
    fileName: string,
    headers: Record<string, string>,
  ): Promise<boolean> {
    const isFile = await stat(join(this.directory, fileName))
      .then((entry) => entry.isFile())
      .catch(() => false);
    if (!isFile) return false;
    setHeaders(res, headers);
    await new Promise<void>((resolve, reject) => {
      // What Express's sendFile does, on Node's own answer: the `send` package answers ranges, HEAD and
      // conditional requests (304). `root` keeps its dotfile check to the file name: the folder itself may sit under
      // a dot folder (.data/).
      let settled = false;
      const settle = (error?: unknown): void => {
        if (settled) return;
        settled = true;
        if (error) reject(error);
        else resolve();
      };
      const file = send(req, encodeURI(fileName), { root: this.directory, dotfiles: 'deny' });
      file.on('error', settle);
      file.on('headers', () => setHeaders(res, headers));
      // Finished, or the client went away mid-file: either way nothing is left to do.
      res.once('finish', () => settle());
      res.once('close', () => settle());
      file.pipe(res);
    });
    return true;
  }

  async remove(fileName: string): Promise<void> {
    await removeQuietly(join(this.directory, fileName));
  }
}
