import { tenantsCovering } from './tenant-rules';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from './browser';
import { signInWithApi } from './sign-in';

const port = inject('port');
const phone = phoneSession();

/** "-₦1,234.50" / "$10.00" → cents (the page reads English here). */
const cents = (text: string) => {
  const digits = text.replace(/[^\d.-]/g, '');
  return Math.round(Number(digits) * 100);
};

describe.each(tenantsCovering())('tenant %s: total assets', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;

  it('adds up, by eye, from the lines the account screen shows', async () => {
    const { page } = phone;
    await page.goto(`${origin}/unauthorized`);
    const token = await signInWithApi(page);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/account`);
    const summary = page.getByRole('region', { name: 'Total assets' });
    await summary.locator('dd').first().waitFor();

    const total = cents((await summary.locator('p').first().textContent())!);
    const lines = await summary.locator('dl > div').evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector('dt')!.textContent!,
        amount: item.querySelector('dd')!.textContent!,
      })),
    );
    expect(lines.map(({ label }) => label)).toContain('Locked in funds');
    const rateText = await summary
      .getByText(/Dollars counted at/)
      .textContent({ timeout: 500 })
      .catch(() => null);
    const rate = rateText ? cents(rateText.replace(/per US\$1/, '')) / 100 : 0;
    const sum = lines.reduce(
      (acc, { label, amount }) =>
        acc + (label.endsWith('(USD)') ? Math.round(cents(amount) * rate) : cents(amount)),
      0,
    );
    expect(Math.abs(sum - total)).toBeLessThanOrEqual(lines.length);
    // Dollars are counted exactly where they are shown.
    expect(lines.some(({ label }) => label.endsWith('(USD)'))).toBe(rate > 0);
  });
});
