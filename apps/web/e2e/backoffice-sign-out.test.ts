import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendApi } from './account-helpers';
import { launchBrowser } from './browser';
import { deskContext, signInToConsole } from './console';
import { tenantsCovering } from './tenant-rules';

const port = inject('port');

// Ending a session is the same on every tenant (no tenant data in it): one tenant.
describe.each(tenantsCovering())('tenant %s: the console signs out', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('Sign out ends the session on the server: its token is refused afterwards', async () => {
    const page = await (await deskContext(browser)).newPage();
    await signInToConsole(page, origin, 'reviewer');
    const token = await page.evaluate(() => sessionStorage.getItem('backoffice.token'));
    expect((await sendApi(page, 'GET', '/admin/me', { token: token! })).code).toBe(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Username').waitFor();
    // A copy of the token (a shared desk, a saved tab) opens nothing any more.
    const after = await sendApi(page, 'GET', '/admin/me', { token: token! });
    expect(after.code).not.toBe(0);
  });
});
