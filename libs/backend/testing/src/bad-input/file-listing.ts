import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under the given folders (recursively; a missing folder is empty), as absolute paths. */
export async function listFiles(folders: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const folder of folders) {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries)
      if (!entry.isDirectory()) files.push(join(entry.parentPath ?? entry.path, entry.name));
  }
  return files.sort();
}
