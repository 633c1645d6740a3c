import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, Response } from 'express';
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
    await rename(temporary, join(this.directory, fileName));
  }

  async send(
    _req: Request,
    res: Response,
    fileName: string,
    headers: Record<string, string>,
  ): Promise<boolean> {
    const isFile = await stat(join(this.directory, fileName))
      .then((entry) => entry.isFile())
      .catch(() => false);
    if (!isFile) return false;
    res.set(headers);
    await new Promise<void>((resolve, reject) =>
      // `root` keeps send's dotfile check to the file name: the folder itself may sit under a dot folder (.data/).
      res.sendFile(fileName, { root: this.directory, headers, dotfiles: 'deny' }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    return true;
  }

  async remove(fileName: string): Promise<void> {
    await removeQuietly(join(this.directory, fileName));
  }
}
