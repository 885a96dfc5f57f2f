import { join } from 'node:path';

export const webRoot = new URL('..', import.meta.url).pathname;
export const repoRoot = join(webRoot, '..', '..');
export const serverMain = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const artifactsDir = join(webRoot, 'artifacts');
