// Reads a tenant build (dist/<tenant>/) and sizes what the first page downloads.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const webRoot = new URL('..', import.meta.url).pathname;
export const distDir = (tenant) => join(webRoot, 'dist', tenant);

export function gzipBytes(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/** A tenant build's Vite manifest: source key → its chunk (file, imports, dynamicImports). */
export function readManifest(tenant) {
  const file = join(distDir(tenant), '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the tenant first (pnpm --filter web build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest keys a chunk imports statically, transitively (not the chunk itself). */
export function staticImports(manifest, key, into = new Set()) {
  for (const imported of manifest[key]?.imports ?? []) {
    if (into.has(imported)) continue;
    into.add(imported);
    staticImports(manifest, imported, into);
  }
  return [...into];
}

/** Every JS file of a build, by name. */
export function jsFiles(tenant) {
  const assets = join(distDir(tenant), 'assets');
  return Object.fromEntries(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(assets, name))]),
  );
}

/** Every non-JS file of a build (index.html, tenant assets, CSS), by path. */
export function dataFiles(tenant) {
  const dir = distDir(tenant);
  const assets = readdirSync(join(dir, 'assets')).filter((name) => !name.endsWith('.js'));
  return Object.fromEntries(
    ['index.html', ...assets.map((name) => `assets/${name}`)].map((path) => [
      path,
      readFileSync(join(dir, path)),
    ]),
  );
}

/** The module `/` renders (Home); its chunk loads with the first page. */
const HOME_SCREEN = /screens\/dist\/features\/home\/index\.js$/;

/** A lazily loaded route screen: a feature of the screens package, or a shell screen of the app. */
const ROUTE_SCREEN =
  /(screens\/dist\/features\/([^/]+)\/index\.js|src\/shell-screens\/([^/]+)\/[^/]+\.tsx)$/;

/** The scripts a page's HTML loads up front (its entry and its module preloads), as `assets/…`. */
export function htmlScripts(html) {
  return [
    ...html.matchAll(
      /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/(assets\/[^"]+\.js)"/g,
    ),
  ].map((match) => match[1]);
}

/**
 * The JS a page opened directly needs before it can paint: what index.html loads up front (the
 * entry with its static imports, the message catalogue and the app's module graphs the entry
 * imports once the store is set up), then the route screen's chunk and its static imports (not
 * what the screen loads later on its own, such as the chart library).
 */
function firstLoadFiles(tenant, manifest, screenKey) {
  const files = new Set(htmlScripts(readFileSync(join(distDir(tenant), 'index.html'), 'utf8')));
  if (screenKey)
    for (const key of [screenKey, ...staticImports(manifest, screenKey)])
      files.add(manifest[key].file);
  return [...files].map((file) => file.replace(/^assets\//, ''));
}

/** The manifest key of the home's screen chunk. */
export function homeScreenKey(manifest) {
  const home = Object.keys(manifest).find((key) => HOME_SCREEN.test(key));
  // A figure without the home's screen would look lighter than the page is (it did, for a
  // while, after the screens moved into features/).
  if (!home) throw new Error(`the build's manifest has no home screen (${HOME_SCREEN})`);
  return home;
}

/** The first page's (`/`) JS files. */
export function initialChunks(tenant) {
  const manifest = readManifest(tenant);
  return firstLoadFiles(tenant, manifest, homeScreenKey(manifest));
}

/** Gzipped bytes of the first page's JS and of the largest chunk loaded later. */
export function bundleFigures(tenant) {
  const js = jsFiles(tenant);
  const initial = initialChunks(tenant);
  const initialGzip = initial.reduce((sum, name) => sum + gzipBytes(js[name]), 0);
  let largestLazy = { name: '', gzip: 0 };
  for (const [name, content] of Object.entries(js)) {
    if (initial.includes(name)) continue;
    const gzip = gzipBytes(content);
    if (gzip > largestLazy.gzip) largestLazy = { name, gzip };
  }
  return { initial, initialGzip, largestLazy };
}

/** Per route screen, the gzipped JS a visit that starts on that route loads before painting. */
export function routeFirstLoads(tenant) {
  const manifest = readManifest(tenant);
  const js = jsFiles(tenant);
  const sizes = new Map();
  const gzipOf = (name) => {
    if (!sizes.has(name)) sizes.set(name, gzipBytes(js[name]));
    return sizes.get(name);
  };
  return Object.keys(manifest)
    .map((key) => [key, ROUTE_SCREEN.exec(key)])
    .filter(([, match]) => match)
    .map(([key, match]) => ({
      screen: match[2] ?? match[3],
      gzip: firstLoadFiles(tenant, manifest, key).reduce((sum, name) => sum + gzipOf(name), 0),
    }))
    .sort((a, b) => a.screen.localeCompare(b.screen));
}
