import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFolderStorage } from './storage/local-folder-storage';
import { storedMediaPath, temporaryPath } from './stored-media';

const NAME = '0123456789abcdef0123456789abcdef-640.webp';
const PRODUCT = 'products/2b5e1f0c-8d3a-4a51-9c1e-1f2d3e4a5b6c';

describe('storedMediaPath', () => {
  it('joins a record folder and a stored name', () => {
    expect(storedMediaPath(PRODUCT, NAME)).toBe(`${PRODUCT}/${NAME}`);
  });

  it.each([
    ['..', NAME],
    ['products/..', NAME],
    ['products/../secrets', NAME],
    ['/products', NAME],
    ['products/', NAME],
    ['products//x', NAME],
    ['.hidden', NAME],
    ['products/.x', NAME],
    ['Products', NAME],
    ['products\\x', NAME],
    ['products/x%2f..', NAME],
    ['a/b/c/d/e', NAME],
    ['x'.repeat(10_000) + '/', NAME],
    [PRODUCT, '../secret.webp'],
    [PRODUCT, '.partial'],
    [PRODUCT, 'a/b.webp'],
    [PRODUCT, `${NAME}.svg`],
    [PRODUCT, ''],
  ])('refuses folder %j with name %j', (folder, name) => {
    expect(storedMediaPath(folder, name)).toBeNull();
  });
});

describe('LocalFolderStorage with record folders', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'folder-storage-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('creates the folder on first use and removes the file again', async () => {
    const storage = new LocalFolderStorage(directory);
    const staged = temporaryPath(storage.stagingDirectory);
    await writeFile(staged, 'webp bytes');
    await storage.put(staged, storedMediaPath(PRODUCT, NAME)!, 'image/webp', 10);
    expect(await readdir(join(directory, PRODUCT))).toEqual([NAME]);
    await storage.remove(storedMediaPath(PRODUCT, NAME)!);
    expect(await readdir(join(directory, PRODUCT))).toEqual([]);
  });
});
