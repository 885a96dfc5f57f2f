import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    /** The app's API requests under way (counted by {@link countRequests}). */
    __requestsInFlight?: number;
  }
}

/**
 * Counts the API requests a context's pages have under way, so {@link settled} can tell a
 * screen waiting for its data from one that has drawn it (images and the feed's socket are
 * not requests a screen waits on).
 */
export async function countRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__requestsInFlight = 0;
    const send = window.fetch.bind(window);
    window.fetch = (...args) => {
      window.__requestsInFlight! += 1;
      return send(...args).finally(() => {
        window.__requestsInFlight! -= 1;
      });
    };
  });
}

/**
 * Waits until the screen is drawn: no request of {@link countRequests} under way, nothing
 * marked busy (skeletons, a lazy screen's fallback), and the visible text the same at two
 * reads 100 ms apart. Returns that text, or the last read after 5 s of live changes (ticking
 * prices never stop).
 */
export async function settled(page: Page, read: () => Promise<string>): Promise<string> {
  const busy = () =>
    page.evaluate(
      () =>
        (window.__requestsInFlight ?? 0) > 0 ||
        document.querySelector('[aria-busy="true"]') !== null,
    );
  let last = '';
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(100);
    const text = await read();
    if (text === last && !(await busy())) return text;
    last = text;
  }
  return last;
}

/**
 * Waits until the app has taken a server-rendered page over and its screen has settled: what
 * hydration would complain about (a mismatch, a thrown error) has been said by then.
 */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  await settled(page, () => page.evaluate(() => document.body.innerText));
}
