import type { Page } from 'playwright-core';

/**
 * Opens a money form's review (its "Review" button) and taps Confirm on the review, twice in
 * a row when `tap` is 'dblclick' (a hurried double tap is still one request).
 */
export async function confirmOnReview(
  page: Page,
  tap: 'click' | 'dblclick' = 'click',
): Promise<void> {
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('group', { name: 'Review' }).getByRole('button', { name: 'Confirm' })[tap]();
}
