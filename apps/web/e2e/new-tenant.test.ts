import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { launchChromium, phoneContext } from '@trading/e2e/phone-browser';
import type { Browser, Page } from 'playwright-core';
import { startServerBuild } from '@trading/e2e/server-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './account-helpers';
import { webRoot } from './paths';
import { signInWithApi } from './sign-in';

/**
 * Adding a tenant is adding one folder (docs/decisions.md, "Layout: a tenant is one folder").
 * In a temporary copy of the repository, a fifth folder tenants/xyz/ (usd's files with another
 * id, title and currency, trading US stocks beside its pounds) is the only change: the contract's generated lists, the web build for
 * xyz and the server started there pick it up, and xyz.localhost serves its home page in pounds.
 */
const repoRoot = join(webRoot, '../..');
const NEW = { id: 'xyz', title: 'Xyz Markets', code: 'GBP', sign: '£', locale: 'en-GB' };

/** What the copy leaves out: the history, and builds it redoes (the rest of dist/ is reused). */
const SKIPPED = new Set(['.git', '.turbo', 'artifacts', 'coverage', '.data', 'shots']);
const REBUILT = ['packages/contract/dist', 'apps/web/dist'];

function copyRepository(to: string): void {
  cpSync(repoRoot, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const path = relative(repoRoot, source);
      if (path === '') return true;
      const parts = path.split(sep);
      if (SKIPPED.has(parts.at(-1)!)) return false;
      if (REBUILT.includes(parts.join('/'))) return false;
      // Installed packages stay where they are: the copy links to the store's folder.
      return path !== 'node_modules';
    },
  });
  symlinkSync(join(repoRoot, 'node_modules'), join(to, 'node_modules'));
}

/** tenants/usd as tenants/xyz with the new id, title and currency: data only, no package.json. */
function addTenantFolder(root: string): void {
  const folder = join(root, 'tenants', NEW.id);
  cpSync(join(root, 'tenants', 'usd'), folder, {
    recursive: true,
    filter: (source) => !source.endsWith('package.json'),
  });
  const file = join(folder, 'tenant.json');
  const definition = JSON.parse(readFileSync(file, 'utf8'));
  definition.id = NEW.id;
  definition.title = NEW.title;
  definition.currency = {
    ...definition.currency,
    code: NEW.code,
    sign: NEW.sign,
    locale: NEW.locale,
  };
  // Its market is the US one, priced in dollars, so the app shows US stocks beside pounds.
  definition.usMarketShow = true;
  writeFileSync(file, `${JSON.stringify(definition, null, 2)}\n`);
  // Showing US stocks beside pounds, its demo investor also holds dollars at the folder's rate.
  const moneyFile = join(folder, 'demo', 'money.json');
  const money = JSON.parse(readFileSync(moneyFile, 'utf8'));
  money.usdOpeningFunds = money.openingFunds;
  money.exchangeRate = { usdTo: '0.79', feeRate: '0.5' };
  writeFileSync(moneyFile, `${JSON.stringify(money, null, 2)}\n`);
}

const run = (cwd: string, command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });

describe('a fifth tenant is one more folder', () => {
  let work = '';
  let stop = async () => {};
  let browser: Browser | undefined;
  let page: Page;
  let origin = '';

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'tenant-folder-'));
    copyRepository(work);
    addTenantFolder(work);
    // The builds turbo would run for `web` (its dependencies' dist/ came with the copy).
    run(join(work, 'packages/contract'), 'pnpm', ['run', 'generate']);
    run(join(work, 'packages/contract'), 'pnpm', ['run', 'build']);
    run(join(work, 'apps/web'), 'node', ['scripts/build.mjs'], { TENANT: NEW.id });
    const server = await startServerBuild({}, { root: work });
    stop = server.stop;
    origin = `http://${NEW.id}.localhost:${server.port}`;
    browser = await launchChromium();
    page = await (await phoneContext(browser)).newPage();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('serves its page and its config on its own host', async () => {
    await page.goto(`${origin}/`);
    expect(await page.title()).toBe(NEW.title);
    expect(await callApi(page, 'GET', '/tenant/config')).toMatchObject({
      title: NEW.title,
      defaultCurrency: NEW.code,
      defaultSign: NEW.sign,
      signMap: { [NEW.code]: NEW.sign },
    });
  });

  it('renders the home screen, and the demo investor’s money in pounds', async () => {
    const token = await signInWithApi(page);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/`);
    // The home header carries the brand and the news its folder's demo/news.json brought; its
    // market (US) lists prices without a sign.
    const news = JSON.parse(
      readFileSync(join(work, 'tenants', NEW.id, 'demo', 'news.json'), 'utf8'),
    );
    const headline = news.find((article: { onMainPage: boolean }) => article.onMainPage).title;
    await expect
      .poll(() => page.locator('#root').innerText(), { timeout: 30_000 })
      .toContain(NEW.title);
    await expect
      .poll(() => page.locator('#root').innerText(), { timeout: 30_000 })
      .toContain(headline);
    await page.goto(`${origin}/account`);
    const summary = page.getByRole('region', { name: 'Total assets' });
    await expect.poll(() => summary.innerText(), { timeout: 30_000 }).toContain(NEW.sign);
  });

  it('registers a newcomer with the code derived from its id', async () => {
    await callApi(page, 'POST', '/user/register', {
      body: { username: 'newcomer', password: 'abc123', authCode: 'JOIN-XYZ' },
    });
  });
});
