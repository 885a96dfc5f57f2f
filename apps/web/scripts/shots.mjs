// For designers: every route of every tenant on a phone, in each language the tenant offers,
// signed in as the demo investor, one PNG per screen in shots/<tenant>/<lang>/ and a contact
// sheet per tenant and language when ImageMagick's `montage` is installed.
//
//   pnpm shots [--no-build] [--tenants ngn,brl] [--routes /position,/favorite] [--out shots]
//
// Builds the server and the web build of every tenant folder (skip with --no-build), starts the server build on
// a free port with an empty database (so the seeded demo history shows), then screenshots.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tenantIdsIn } from '@trading/contract/tenant-folders';
import { launchChromium } from '@trading/e2e/phone-browser';
import { startServerBuild } from '@trading/e2e/server-build';
import { sampleIds, shotRoutes } from './shot-routes.mjs';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const tenants = arg('tenants', tenantIdsIn(join(repoRoot, 'tenants')).join(',')).split(',');
const out = resolve(process.cwd(), arg('out', join(repoRoot, 'shots')));
const onlyRoutes = arg('routes')?.split(',');
const DEMO = { username: 'demo', password: 'demo12' };

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=server...', '--filter=web...'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

function hasMontage() {
  try {
    execFileSync('montage', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** GETs or POSTs the tenant's API from a page of its origin (Node cannot resolve *.localhost). */
function apiOf(page) {
  return (path, body) =>
    page.evaluate(
      async ([p, b]) => {
        const init = b
          ? {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(b),
            }
          : {};
        return (await fetch(`/api${p}`, init)).json();
      },
      [path, body],
    );
}

const server = await startServerBuild();
const browser = await launchChromium();
const montage = hasMontage();
let problems = 0;
try {
  for (const tenant of tenants) {
    const definition = JSON.parse(
      readFileSync(join(repoRoot, 'tenants', tenant, 'tenant.json'), 'utf8'),
    );
    const origin = `http://${tenant}.localhost:${server.port}`;
    const probe = await browser.newPage();
    await probe.goto(`${origin}/unauthorized`);
    const api = apiOf(probe);
    const login = await api('/user/login', DEMO);
    if (login.code !== 0) throw new Error(`demo sign-in failed on ${tenant}: ${login.msg}`);
    const token = login.data.token;
    const routes = onlyRoutes ?? shotRoutes(await sampleIds(api));
    await probe.close();
    for (const language of definition.languages.offered) {
      const dir = join(out, tenant, language);
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(
        ([t, lang]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('language', lang);
        },
        [token, language],
      );
      const page = await context.newPage();
      const files = [];
      for (const route of routes) {
        const errors = [];
        const onConsole = (m) => m.type() === 'error' && errors.push(m.text().slice(0, 140));
        page.on('console', onConsole);
        const file = join(dir, `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_$/, '_home')}.png`);
        try {
          await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 20_000 });
          await page.waitForTimeout(500);
          await page.screenshot({ path: file });
          files.push(file);
        } catch (error) {
          errors.push(String(error).slice(0, 140));
        }
        page.off('console', onConsole);
        if (errors.length > 0) problems++;
        const landed = page.url().replace(origin, '');
        console.log(
          `${tenant} ${language} ${route}${landed !== route ? ` -> ${landed}` : ''}` +
            (errors.length > 0 ? `  errors: ${errors.join(' | ')}` : ''),
        );
      }
      await context.close();
      if (montage && files.length > 0) {
        const sheet = join(out, `sheet-${tenant}-${language}.png`);
        execFileSync('montage', [
          ...files,
          '-tile',
          '8x',
          '-geometry',
          '390x844+4+4',
          '-title',
          `${definition.title} (${tenant}, ${language})`,
          sheet,
        ]);
        console.log(`sheet: ${sheet}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${problems} screen(s) with errors; screenshots in ${out}`);
