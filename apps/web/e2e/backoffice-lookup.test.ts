import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { sendApi } from './account-helpers';
import { launchBrowser } from './browser';
import { deskContext, signInToConsole } from './console';
import { artifactsDir } from './paths';
import { enrolWhenRequired, registerWithApi, signInWithApi } from './sign-in';

const port = inject('port');

/** The code ACCOUNT_LOCKED carries (packages/contract error catalogue). */
const ACCOUNT_LOCKED = 20016;

describe.each(tenantsCovering())(
  'tenant %s: the console finds an investor and locks the account',
  (tenantId) => {
    const origin = `http://${tenantId}.localhost:${port}`;
    let browser: Browser;
    const shot = (name: string) => join(artifactsDir, `backoffice-${tenantId}-${name}.png`);

    beforeAll(async () => {
      mkdirSync(artifactsDir, { recursive: true });
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    const consoleOf = (page: Page, staff: string) => signInToConsole(page, origin, staff);

    it(
      'search, profile, lock (the investor is signed out and refused), unlock',
      { timeout: 120_000 },
      async () => {
        const desk = await deskContext(browser);
        const investor = await desk.newPage();
        await investor.goto(`${origin}/unauthorized`);
        const { username: user, password } = await registerWithApi(investor, tenantId, 'lk');
        const token = await signInWithApi(investor, { username: user, password });
        const secret = (await enrolWhenRequired(investor, token)) ?? undefined;

        // A reviewer may look, not lock.
        const reviewer = await desk.newPage();
        await consoleOf(reviewer, 'reviewer');
        await reviewer.getByRole('link', { name: 'Investors' }).click();
        await reviewer.getByLabel('Find an investor').fill(user.slice(0, 12).toUpperCase());
        await reviewer.getByRole('button', { name: 'Search' }).click();
        await reviewer.getByRole('link', { name: new RegExp(user) }).click();
        await reviewer.getByText('Locking and signing out need an operator').waitFor();
        expect(await reviewer.getByRole('button', { name: 'Lock account' }).count()).toBe(0);

        const operator = await desk.newPage();
        await consoleOf(operator, 'operator');
        await operator.goto(`${origin}/admin/investors?q=${user}`);
        await operator.getByRole('link', { name: new RegExp(user) }).click();
        await operator.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
        await operator.getByRole('button', { name: 'Sign out', exact: true }).first().waitFor();
        await operator.screenshot({ path: shot('investor'), fullPage: true });
        await operator.getByLabel('Reason (kept in the audit log)').fill('Reported stolen phone');
        await operator.getByRole('button', { name: 'Lock account' }).click();
        await operator
          .getByTestId('account-state')
          .getByText(/^Locked since/)
          .waitFor();
        await operator.getByText('Not signed in anywhere').waitFor();

        expect((await sendApi(investor, 'GET', '/user/sessions', { token })).code).not.toBe(0);
        const again = await sendApi(investor, 'POST', '/user/login', {
          body: { username: user, password },
        });
        expect(again.code).toBe(ACCOUNT_LOCKED);

        await operator.getByRole('link', { name: 'Audit' }).click();
        await operator.getByRole('cell', { name: 'ACCOUNT_LOCK' }).first().waitFor();

        await operator.goBack();
        await operator.getByRole('button', { name: 'Unlock account' }).click();
        await operator.getByText('Active: the investor can sign in and trade').waitFor();
        expect(await signInWithApi(investor, { username: user, password, secret })).toBeTruthy();

        // The same screen on a tablet held upright.
        const tablet = await browser.newContext({
          viewport: { width: 820, height: 1180 },
          locale: 'en-US',
        });
        const pad = await tablet.newPage();
        await consoleOf(pad, 'operator');
        await pad.goto(`${origin}/admin/investors/${await idOf(operator)}?q=${user}`);
        await pad.getByRole('heading', { name: 'Ledger' }).waitFor();
        await pad.screenshot({ path: shot('investor-tablet'), fullPage: true });
        expect(await pad.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          820,
        );
      },
    );
  },
);

/** The investor id in the console's address. */
async function idOf(page: Page): Promise<string> {
  return /\/investors\/(\d+)/.exec(page.url())![1]!;
}
