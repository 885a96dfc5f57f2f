import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { STORAGE_KEY_RE, type FileStore } from './file-store';

/** Files under `root/<first two key characters>/<key>`, so no folder grows too large. */
export function diskFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!STORAGE_KEY_RE.test(key)) throw new RangeError('invalid storage key');
    const path = resolve(join(base, key.slice(0, 2), key));
    // Belt and braces: the key pattern already rules out "..", but a path must never leave the root.
    if (!path.startsWith(base + sep)) throw new RangeError('invalid storage key');
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(base, key.slice(0, 2)), { recursive: true });
      await writeFile(path, data, { flag: 'wx' });
    },
    async get(key) {
      if (!STORAGE_KEY_RE.test(key)) return undefined;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      if (!STORAGE_KEY_RE.test(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
