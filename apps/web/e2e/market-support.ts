import type { Page } from 'playwright-core';
import { signInPage } from './sign-in';

/** Logs the page's origin in as the demo investor through the API and keeps the token. */
export async function loginAsDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await signInPage(page);
}

/** A left swipe on an element, as a finger does it (touch events through CDP). */
export async function swipeLeft(page: Page, selector: string, distance = 160): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const startX = box.x + box.width - 20;
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(startX) });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(startX - (distance * step) / 8),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A downward drag from a point, as a finger does it (touch events through CDP). */
export async function touchPull(
  page: Page,
  from: { x: number; y: number },
  distance = 150,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x: from.x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.y) });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from.y + (distance * step) / 8),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
