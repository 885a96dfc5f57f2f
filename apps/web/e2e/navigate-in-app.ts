import type { Page } from 'playwright-core';

/** Goes to `path` as the app's own links do: no page load, the router takes the new address. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
