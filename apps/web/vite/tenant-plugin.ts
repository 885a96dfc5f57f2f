import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';
import type { BuildTenant } from '../src/tenant/build-tenant';
import { APP_ICONS, renderAppIcon } from './app-icons';
import { loadTenant, type TenantSource } from './load-tenant';
import { tenantHtml, type InstallLinks } from './tenant-html';
import { webAppManifest, type ManifestIcon } from './web-manifest';

function hashedName(file: string, source: Buffer): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const ext = extname(file);
  return `assets/${basename(file, ext)}-${hash}${ext}`;
}

/** A build's file, named by its content so the server may cache it for a year. */
interface EmittedFile {
  name: string;
  source: Buffer;
}

/**
 * The home-screen icons rendered from the tenant's logo and the manifest that lists them: a
 * new logo or brand colour in the tenant folder is a new app icon at the next build.
 */
function installFiles(
  source: TenantSource,
  base: string,
): { files: EmittedFile[]; links: InstallLinks } {
  const logo = readFileSync(source.assetFiles.logo, 'utf8');
  const files: EmittedFile[] = [];
  const icons: ManifestIcon[] = [];
  let appleTouchIcon = '';
  for (const spec of APP_ICONS) {
    const png = renderAppIcon(logo, spec, source.tokens.color.primary);
    const name = hashedName(spec.name, png);
    files.push({ name, source: png });
    if (spec.kind === 'apple-touch') appleTouchIcon = `${base}${name}`;
    else icons.push({ src: `${base}${name}`, size: spec.size, purpose: spec.kind });
  }
  const manifest = Buffer.from(JSON.stringify(webAppManifest(source, icons)));
  const manifestName = hashedName('manifest.webmanifest', manifest);
  files.push({ name: manifestName, source: manifest });
  return { files, links: { manifest: `${base}${manifestName}`, appleTouchIcon } };
}

/**
 * Injects the tenant into index.html as data (title, favicon, `<html lang>`, install links,
 * tokens and rules as inline JSON). No JavaScript chunk carries tenant data, so the four builds
 * ship byte-identical code and only index.html and the tenant's assets differ.
 */
export function tenantPlugin(tenantId: string): Plugin {
  const source = loadTenant(tenantId);
  let tenant: BuildTenant = { ...source, assets: { logo: '', favicon: '' } };
  let base = '/';
  let serving = false;
  let install: InstallLinks | null = null;
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
      const { files, links } = installFiles(source, base);
      for (const file of files)
        this.emitFile({ type: 'asset', fileName: file.name, source: file.source });
      install = links;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => tenantHtml(html, tenant, install),
    },
  };
}
