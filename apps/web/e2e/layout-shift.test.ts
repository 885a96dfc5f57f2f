import { tenantsCovering } from './tenant-rules';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession, withoutServerData } from './browser';

const port = inject('port');
const phone = phoneSession();

/** Lighthouse's "good" cumulative layout shift, the target. */
const CLS_TARGET = 0.02;
/** How long each of the home's reads is held: its parts arrive one by one, after the frame. */
const HELD_MS = 400;

/*
 * The home rendered by the browser alone (a page the server sent unrendered: its queue was
 * full, or rendering is off) draws its frame first and each part as its read comes back.
 * Nothing already on screen may move when a part arrives.
 */
describe.each(tenantsCovering('home theme'))(
  'the home of %s, its parts arriving one by one',
  (tenantId) => {
    it('keeps what is on screen in place', async () => {
      const { page } = phone;
      await withoutServerData(page);
      let held = 0;
      await page.route('**/api/**', async (route) => {
        if (route.request().url().includes('/api/tenant/config')) return route.continue();
        held += 1;
        await new Promise((done) => setTimeout(done, HELD_MS * held));
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`http://${tenantId}.localhost:${port}/`);
      await page.getByRole('main').getByRole('list').first().waitFor();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(CLS_TARGET);
    });
  },
);
