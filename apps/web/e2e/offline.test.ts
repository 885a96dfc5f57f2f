import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_ENDED } from '@trading/contract';
import type { TenantId } from '@trading/contract/tenant';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FROM_CACHE_ATTRIBUTE, PUBLIC_PAGES_CACHE } from '../src/offline/worker-caches.mjs';
import { tenantsCovering } from './tenant-rules';
import { phoneContext, phoneSession } from './browser';
import { callApi } from './account-helpers';
import { signInWithApi } from './sign-in';
import { HOME_STOCK } from './market-seam';

const port = inject('port');
const phone = phoneSession();

const BANNER = /^Offline — prices as of \d\d:\d\d$/;

/** Resolves once the build's service worker is active (its precache is complete) and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A page opened before the worker was active is not controlled; the next load is.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
}

/**
 * Publishes a new deploy of the tenant's build while `during` runs: its `sw.js` changes (as a
 * new build's precache list would) and its precompressed copies go, so the server sends the
 * new bytes. (Playwright's routing does not see a worker's own script being fetched.) The
 * build is put back afterwards.
 */
async function withNewDeploy(tenantId: TenantId, during: () => Promise<void>): Promise<void> {
  // This worker's server serves its own copy of the builds (global-setup.ts).
  const worker = join(inject('webDist'), tenantId, 'sw.js');
  const files = [worker, `${worker}.br`, `${worker}.gz`].map((path) => ({
    path,
    content: readFileSync(path),
  }));
  try {
    writeFileSync(worker, `${files[0]!.content.toString('utf8')}\n// the next deploy\n`);
    for (const { path } of files.slice(1)) rmSync(path);
    await during();
  } finally {
    for (const { path, content } of files) writeFileSync(path, content);
  }
}

/**
 * How the server ends a session, per code. A revoked token is real (signed out elsewhere); an
 * expired or unknown one is the server's answer played to the page's next reads, since the
 * server's token lifetime is one for the whole run and a session cannot be made unknown.
 */
const END_SESSION: Record<number, (page: Page, origin: string, token: string) => Promise<void>> = {
  [SESSION_ENDED.TOKEN_REVOKED]: (page, _origin, token) =>
    callApi(page, 'POST', '/user/logout', { token }).then(() => undefined),
  [SESSION_ENDED.TOKEN_EXPIRED]: (page, origin) =>
    answerEveryRead(page, origin, SESSION_ENDED.TOKEN_EXPIRED),
  [SESSION_ENDED.NO_TOKEN]: (page, origin) => answerEveryRead(page, origin, SESSION_ENDED.NO_TOKEN),
};

async function answerEveryRead(page: Page, origin: string, code: number): Promise<void> {
  await page.route(`${origin}/api/**`, (route) =>
    route.fulfill({ status: 401, json: { code, msg: 'session ended', data: null } }),
  );
}

/** The paths of the signed-out pages the service worker keeps for later visits. */
const keptPaths = (page: Page) =>
  page.evaluate(
    async (cacheName) =>
      (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname),
    PUBLIC_PAGES_CACHE,
  );

/** The notice over a kept page, while its reads have not answered anew. */
const keptNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Prices as of \d\d:\d\d · updating$/ });

/** What the app keeps on the device for offline (localStorage `offlineData`), as text. */
const offlineData = (page: Page) => page.evaluate(() => localStorage.getItem('offlineData') ?? '');

describe.each(tenantsCovering())('tenant %s offline and after a deploy', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;

  async function signIn(page: Page): Promise<void> {
    await page.goto(`${origin}/unauthorized`);
    const token = await signInWithApi(page);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
  }

  it('reopens offline with the last holdings and a banner, money actions off; logout leaves nothing', async () => {
    const { page, context } = phone;
    await signIn(page);
    await page.goto(`${origin}/position`);
    await serviceWorkerInControl(page);
    const holdings = page.getByTestId('position-row');
    await holdings.first().waitFor();
    const heldOnline = await holdings.count();
    await page.goto(`${origin}/stock/${HOME_STOCK[tenantId]}`);
    await page.getByRole('button', { name: 'Buy' }).waitFor();
    // A moment on the page (the copy is written in batches): the quote and the balance are kept.
    await expect.poll(() => offlineData(page)).toContain('"endpointName":"stockDetail"');
    await expect.poll(() => offlineData(page)).toContain('"endpointName":"balanceAndPosition"');
    await page.goto(`${origin}/account`);
    await page.getByRole('button', { name: 'Withdrawal', exact: true }).waitFor();
    await expect.poll(() => offlineData(page)).toContain('"endpointName":"positions"');

    await context.setOffline(true);
    await page.goto(`${origin}/position`);
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(BANNER);
    expect(await holdings.count()).toBe(heldOnline);

    await page.goto(`${origin}/stock/${HOME_STOCK[tenantId]}`);
    const buy = page.getByRole('button', { name: 'Buy' });
    await buy.waitFor();
    expect(await buy.isDisabled()).toBe(true);
    await page.getByText('You are offline: this needs a connection.').waitFor();

    await page.goto(`${origin}/account`);
    const withdraw = page.getByRole('button', { name: 'Withdrawal', exact: true });
    await withdraw.waitFor();
    expect(await withdraw.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Deposit', exact: true }).isDisabled()).toBe(
      true,
    );

    // The network returns: the banner goes and the actions come back by themselves.
    await context.setOffline(false);
    await page.getByText(BANNER).waitFor({ state: 'detached' });
    await expect.poll(() => withdraw.isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${origin}/login`);
    // What is kept now is the signed-out app's: public reads only.
    await expect.poll(() => offlineData(page)).toContain('"endpointName":"tenantConfig"');
    expect(await offlineData(page)).not.toContain('"endpointName":"positions"');
    expect(await offlineData(page)).not.toContain('"endpointName":"userProfile"');

    // The next person on this phone, offline: no holdings, no balance, no name.
    await context.setOffline(true);
    await page.goto(`${origin}/position`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/LoginUp');
    expect(await holdings.count()).toBe(0);
    await page.goto(`${origin}/`);
    await page
      .getByText(BANNER)
      .or(page.getByText(/^Offline$/))
      .waitFor();
    expect(await offlineData(page)).not.toContain('"endpointName":"balanceAndPosition"');
  });

  it('reloads visited lists offline from their last answers, marked as not live', async () => {
    const { page, context } = phone;
    await signIn(page);
    const rows = page.getByTestId('stock-row');
    const holdings = page.getByTestId('position-row');
    // A ranking tab (tab 0 is the indices where a tenant has them), then the holdings.
    await page.goto(`${origin}/market?tab=1`);
    await serviceWorkerInControl(page);
    await rows.first().waitFor();
    const listedOnline = await rows.count();
    await expect.poll(() => offlineData(page)).toContain('"endpointName":"stockRank"');
    await page.goto(`${origin}/position`);
    await holdings.first().waitFor();
    const heldOnline = await holdings.count();
    await expect.poll(() => offlineData(page)).toContain('"endpointName":"positions"');

    await context.setOffline(true);
    try {
      for (const [path, list, count] of [
        ['/market?tab=1', rows, listedOnline],
        ['/position', holdings, heldOnline],
      ] as const) {
        await page.goto(`${origin}${path}`);
        await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(BANNER);
        await list.first().waitFor();
        expect(await list.count(), path).toBe(count);
        expect(await page.getByText('Load failed').count(), path).toBe(0);
        // Its prices are the last ones seen, and the screen says so.
        await page
          .getByRole('status')
          .filter({ hasText: /^Not live$/ })
          .waitFor();
      }
    } finally {
      await context.setOffline(false);
    }
  });

  it.each(Object.values(SESSION_ENDED))(
    'a session the server ends (%i) takes the offline copy of its data with it',
    async (code) => {
      const { page, context } = phone;
      await page.goto(`${origin}/unauthorized`);
      const token = await signInWithApi(page);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto(`${origin}/position`);
      await serviceWorkerInControl(page);
      await page.getByTestId('position-row').first().waitFor();
      await expect.poll(() => offlineData(page)).toContain('"endpointName":"positions"');
      await page.waitForLoadState('networkidle');

      await END_SESSION[code]!(page, origin, token);
      try {
        await page.reload();
        await page.waitForURL(`${origin}/LoginUp`);
        await expect.poll(() => offlineData(page)).not.toContain('"endpointName":"positions"');
      } finally {
        await page.unrouteAll();
      }
      expect(await offlineData(page)).not.toContain('"endpointName":"userProfile"');

      await context.setOffline(true);
      try {
        await page.goto(`${origin}/position`);
        await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
        expect(await page.getByTestId('position-row').count()).toBe(0);
        expect(await page.getByText('Demo Investor').count()).toBe(0);
        expect(await offlineData(page)).not.toContain('"endpointName":"balanceAndPosition"');
      } finally {
        await context.setOffline(false);
      }
    },
  );

  it('opens a later signed-out visit on the page the device kept, saying how old its prices are until they are fetched anew', async () => {
    const { page } = phone;
    await page.goto(`${origin}/market`);
    await serviceWorkerInControl(page);
    await expect.poll(() => keptPaths(page)).toContain('/market');

    // The reads cannot be answered: the kept page shows its data and says how old it is.
    await page.route(`${origin}/api/**`, (route) => route.abort());
    try {
      const kept = await (await page.goto(`${origin}/market`))!.text();
      expect(kept).toMatch(/^<!doctype html>\s*<html data-from-cache lang="en">/);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
      await keptNotice(page).waitFor();
      // The market's first list (indices, or a ranking where a tenant shows no index tab).
      const listed = /"endpointName":"stock(?:Index|Rank)".*?"name":"([^"]+)"/.exec(kept)![1]!;
      await page.getByText(listed, { exact: true }).first().waitFor();
    } finally {
      await page.unrouteAll();
    }

    // With answers, the copy becomes the live page: the notice goes, nothing else moves.
    await page.goto(`${origin}/market`);
    await page.waitForFunction(
      (attribute) => !document.documentElement.hasAttribute(attribute),
      FROM_CACHE_ATTRIBUTE,
    );
    expect(await keptNotice(page).isVisible()).toBe(false);

    // Another language drops the kept pages: the next visit is the network's, in that language.
    await page.goto(`${origin}/changeLanguage`);
    await page.getByRole('button', { name: 'Português' }).click();
    await expect.poll(() => keptPaths(page)).toEqual([]);
    const inPortuguese = await page.goto(`${origin}/market`);
    expect(await inPortuguese!.text()).toMatch(/^<!doctype html>\s*<html lang="pt">/);
  });

  it("drops the kept pages at a visitor's first language choice, as at any later one", async () => {
    // A visitor who never chose: the pages are rendered in the browser's language (en-US).
    const context = await phoneContext(phone.browser);
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/market`);
      await serviceWorkerInControl(page);
      await expect.poll(() => keptPaths(page)).toContain('/market');
      await page.goto(`${origin}/changeLanguage`);
      await page.getByRole('button', { name: 'Português' }).click();
      await expect.poll(() => keptPaths(page)).toEqual([]);
      const inPortuguese = await page.goto(`${origin}/market`);
      expect(await inPortuguese!.text()).toMatch(/^<!doctype html>\s*<html lang="pt">/);
    } finally {
      await context.close();
    }
  });

  it('never opens a signed-in visit on a page kept from before the sign-in', async () => {
    const { page } = phone;
    await page.goto(`${origin}/`);
    await serviceWorkerInControl(page);
    await expect.poll(() => keptPaths(page)).toContain('/');
    await signIn(page);
    // The first visit after finds the old copy, takes the page over for the user and drops it.
    await page.goto(`${origin}/`);
    await expect.poll(() => keptPaths(page)).toEqual([]);
    const own = await page.goto(`${origin}/`);
    const html = await own!.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('"signedIn":true');
    // One user's page is never kept.
    expect(await keptPaths(page)).toEqual([]);
  });

  it("still gets the server's page for home once the service worker is in control, not the stored shell", async () => {
    const { page } = phone;
    await page.goto(`${origin}/`);
    await serviceWorkerInControl(page);
    // The page's request starts while the worker boots.
    const preload = await page.evaluate(async () =>
      (await navigator.serviceWorker.ready).navigationPreload.getState(),
    );
    expect(preload.enabled).toBe(true);
    for (const path of ['/', '/market']) {
      const response = await page.goto(`${origin}${path}`);
      expect(await response!.text(), path).toMatch(/<div id="root"><main/);
    }
  });

  it('offers Update available — Reload when a new deploy is published, and reloads into it', async () => {
    const { page } = phone;
    await page.goto(`${origin}/market`);
    await serviceWorkerInControl(page);
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    expect(await prompt.count()).toBe(0);
    const waitingWorker = () =>
      page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => !!registration?.waiting),
      );

    await withNewDeploy(tenantId, async () => {
      // The browser checks sw.js on every navigation; the test asks at once.
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      await prompt.waitFor();
      expect(await waitingWorker()).toBe(true);
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
    });
    // The new worker controls the reloaded page: nothing waits, nothing is offered.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    expect(await waitingWorker()).toBe(false);
    expect(await prompt.count()).toBe(0);
  });
});
