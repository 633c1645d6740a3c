import { removeStoredFiles, type StoredMedia } from './stored-media';
import type { MediaStorage } from './storage/media-storage';

/** What one multipart request brought: stored files by field, the text fields, and a way to take the files back. */
export class ReceivedUploads {
  constructor(
    readonly files: readonly StoredMedia[],
    readonly fields: Record<string, string>,
    private readonly storage?: MediaStorage,
  ) {}

  /** The first (for single-file fields: the only) file of a field. */
  first(field: string): StoredMedia | undefined {
    return this.files.find((file) => file.field === field);
  }

  all(field: string): StoredMedia[] {
    return this.files.filter((file) => file.field === field);
  }

  /** Removes every stored file of this request: for when the work they were for failed. */
  async discard(): Promise<void> {
    if (this.storage)
      await removeStoredFiles(
        this.storage,
        this.files.flatMap((file) => file.files),
      );
  }
}
