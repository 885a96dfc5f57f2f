import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Signs a staff member in to the tenant's console through its own form. */
export async function signInToConsole(
  page: Page,
  origin: string,
  staff: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('Username').fill(staff);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'queues' }).waitFor();
}

/** A staff member's desk: a desktop window in English, where the console's tests run. */
export function deskContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
}
