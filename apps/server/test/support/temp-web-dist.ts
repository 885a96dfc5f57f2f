import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A stand-in for the web build (WEB_DIST) holding only the files a test serves. */
export interface TempWebDist {
  readonly dir: string;
  remove(): void;
}

/** Writes `files` (path inside the build → content) into a new temporary folder. */
export function tempWebDist(files: Record<string, string | Uint8Array>): TempWebDist {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
