import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';
import type { BuildTenant } from '../src/tenant/build-tenant';
import { loadTenant } from './load-tenant';
import { tenantHtml } from './tenant-html';

function hashedName(file: string, source: Buffer): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const ext = extname(file);
  return `assets/${basename(file, ext)}-${hash}${ext}`;
}

/**
 * Injects the tenant into index.html as data (title, favicon, `<html lang>`, tokens and rules
 * as inline JSON). No JavaScript chunk carries tenant data, so the four builds ship
 * byte-identical code and only index.html and the tenant's assets differ.
 */
export function tenantPlugin(tenantId: string): Plugin {
  const source = loadTenant(tenantId);
  let tenant: BuildTenant = { ...source, assets: { logo: '', favicon: '' } };
  let base = '/';
  let serving = false;
  return {
    name: 'trading:tenant',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
      // The dev server reads the files where they are; a build emits hashed copies.
      const files = source.assetFiles;
      tenant = {
        definition: source.definition,
        tokens: source.tokens,
        assets: { logo: `/@fs${files.logo}`, favicon: `/@fs${files.favicon}` },
      };
    },
    buildStart() {
      if (serving) return;
      const urls = { logo: '', favicon: '' };
      for (const key of ['logo', 'favicon'] as const) {
        const file = source.assetFiles[key];
        const content = readFileSync(file);
        const fileName = hashedName(file, content);
        this.emitFile({ type: 'asset', fileName, source: content });
        urls[key] = `${base}${fileName}`;
      }
      tenant = { ...tenant, assets: urls };
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => tenantHtml(html, tenant),
    },
  };
}
