import { existsSync, statSync } from 'node:fs';
import { normalize, resolve, sep } from 'node:path';

/** The file a path names inside `root`, or undefined (directories, missing files, escapes). */
export function fileInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? relative : undefined;
}
