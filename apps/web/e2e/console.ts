import type { Page } from 'playwright-core';

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
