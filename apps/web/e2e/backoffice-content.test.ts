import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { callApi, PNG } from './account-helpers';
import { launchBrowser } from './browser';
import { deskContext, signInToConsole, staffTokenWithApi } from './console';
import { artifactsDir } from './paths';

const port = inject('port');

/** Written with markup the server must strip before any investor sees it. */
const UNSAFE_TAIL =
  '<script>window.hacked = 1</script><p onclick="window.hacked = 2">Read the prospectus</p>';

/** A control refused by the form's check: marked invalid, its complaint under it. */
const refused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('[aria-invalid="true"]'));

/** Uploads the test image through an image field's button; answers the URL it filled in. */
async function uploadImage(scope: Page | Locator, label: string) {
  await scope.getByLabel(`Upload ${label}`).setInputFiles({
    name: 'content.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const url = scope.getByLabel(label, { exact: true });
  await expect.poll(() => url.inputValue(), { timeout: 20_000 }).not.toBe('');
  return url.inputValue();
}

describe.each(tenantsCovering())('tenant %s: an operator edits what investors read', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(artifactsDir, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it(
    'news sanitised as previewed, a banner moved first, both in the audit; a reviewer has no Content tab',
    { timeout: 180_000 },
    async () => {
      const desk = await deskContext(browser);
      // The suite shares one server: what this test publishes is taken down at the end, so the
      // news and home tests after it read the tenant's own content.
      const outside = await desk.newPage();
      await outside.goto(`${origin}/unauthorized`);
      const token = await staffTokenWithApi(outside, 'operator');
      const banners = await callApi<unknown[]>(outside, 'GET', '/admin/content/banners', {
        token,
      });
      let created: number | undefined;
      try {
        const reviewer = await desk.newPage();
        await signInToConsole(reviewer, origin, 'reviewer');
        expect(await reviewer.getByRole('link', { name: 'Content' }).count()).toBe(0);

        const page = await desk.newPage();
        await signInToConsole(page, origin, 'operator');
        await page.getByRole('link', { name: 'Content' }).click();
        await page.getByRole('link', { name: 'New news item' }).click();

        // Saved empty, the form names what is missing and sends nothing.
        await page.getByRole('button', { name: 'Save' }).click();
        await refused(page, 'Title').waitFor();
        await refused(page, 'Body (HTML)').waitFor();
        expect(await page.getByRole('status').count()).toBe(0);

        const title = `Desk note ${tenantId} ${Date.now()}`;
        await page.getByLabel('Title', { exact: true }).fill(title);
        await page.getByLabel('Source', { exact: true }).fill('Research desk');
        await uploadImage(page, 'Image');
        await page.getByLabel('Show on the home page').check();
        const body = page.getByLabel('Body (HTML)');
        await body.fill('Markets open');
        await body.selectText();
        await page.getByRole('button', { name: 'Bold' }).click();
        expect(await body.inputValue()).toBe('<b>Markets open</b>');
        await body.fill(`${await body.inputValue()}${UNSAFE_TAIL}`);

        await page.getByRole('button', { name: 'Preview' }).click();
        const preview = page.getByRole('region', { name: 'Preview as investors see it' });
        await preview.getByText('Read the prospectus').waitFor();
        const previewed = await preview.innerHTML();
        expect(previewed).toContain('<b>Markets open</b>');
        expect(previewed).not.toMatch(/<script|onclick/i);
        await page.screenshot({ path: `/tmp/content-${tenantId}.png`, fullPage: true });

        await page.getByRole('button', { name: 'Save' }).click();
        const saved = await page.getByRole('status').textContent({ timeout: 20_000 });
        const id = Number(/#(\d+)/.exec(saved ?? '')?.[1]);
        expect(id).toBeGreaterThan(0);
        created = id;
        await page.getByRole('row').filter({ hasText: title }).getByText('On home').waitFor();
        await page.screenshot({ path: `/tmp/content-${tenantId}-news.png` });

        const investor = await desk.newPage();
        await investor.goto(`${origin}/unauthorized`);
        const paging = { body: { pageNum: 1, pageSize: 50 } };
        const listed = await callApi<{ records: Array<{ id: number; title: string }> }>(
          investor,
          'POST',
          '/news/pageNews',
          paging,
        );
        expect(listed.records.find((n) => n.id === id)?.title).toBe(title);
        const home = await callApi<{ records: Array<{ id: number }> }>(
          investor,
          'POST',
          '/news/mainPageNews',
          paging,
        );
        expect(home.records.some((n) => n.id === id)).toBe(true);
        const detail = await callApi<{ content: string }>(investor, 'GET', `/news/${id}`);
        expect(detail.content).toContain('Read the prospectus');
        expect(detail.content).not.toMatch(/<script|onclick/i);

        // A new banner, uploaded, moved to the front of the carousel.
        const before = await callApi<Array<{ imageUrl: string }>>(
          investor,
          'GET',
          '/app/imageCarousel',
        );
        await page
          .getByRole('navigation', { name: 'Content sections' })
          .getByRole('link', { name: 'Banners' })
          .click();
        const count = before.length;
        if (count > 0) await page.getByRole('listitem', { name: `Banner ${count}` }).waitFor();
        await page.getByRole('button', { name: 'Add a banner' }).click();
        const added = page.getByRole('listitem', { name: `Banner ${count + 1}` });
        await page.getByRole('button', { name: 'Save' }).click();
        await added
          .getByLabel('Image', { exact: true })
          .and(page.locator('[aria-invalid="true"]'))
          .waitFor();
        const imageUrl = await uploadImage(added, 'Image');
        await added.getByLabel(/^Link/).fill('/news');
        for (let place = count + 1; place > 1; place--) {
          await page.getByRole('button', { name: `Move Banner ${place} up` }).click();
        }
        expect(
          await page
            .getByRole('listitem', { name: 'Banner 1' })
            .getByLabel('Image', { exact: true })
            .inputValue(),
        ).toBe(imageUrl);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ timeout: 20_000 });
        await page.screenshot({ path: `/tmp/content-${tenantId}-banners.png`, fullPage: true });
        const after = await callApi<Array<{ imageUrl: string; link: string | null }>>(
          investor,
          'GET',
          '/app/imageCarousel',
        );
        expect(after).toHaveLength(count + 1);
        expect(after[0]).toMatchObject({ imageUrl, link: '/news' });

        // The quick-access tiles load into the same list editor.
        const tiles = await callApi<unknown[]>(investor, 'GET', '/app/quickAccess');
        await page
          .getByRole('navigation', { name: 'Content sections' })
          .getByRole('link', { name: 'Quick access tiles' })
          .click();
        if (tiles.length > 0) {
          await page.getByRole('listitem', { name: `Tile ${tiles.length}` }).waitFor();
        }
        await page.screenshot({ path: `/tmp/content-${tenantId}-tiles.png` });

        await page.getByRole('link', { name: 'Audit' }).click();
        await page.getByRole('row').filter({ hasText: 'CONTENT_NEWS_CREATE' }).first().waitFor();
        await page.getByRole('row').filter({ hasText: 'CONTENT_BANNERS_SAVE' }).first().waitFor();
        await page.screenshot({ path: join(artifactsDir, `backoffice-${tenantId}-content.png`) });
      } finally {
        if (created !== undefined)
          await callApi(outside, 'POST', `/admin/content/news/${created}/delete`, { token });
        await callApi(outside, 'POST', '/admin/content/banners', { token, body: { banners } });
      }
      await desk.close();
    },
  );
});
