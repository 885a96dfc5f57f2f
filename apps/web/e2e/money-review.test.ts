import { readFileSync } from 'node:fs';
import type { Language } from '@trading/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import { launchBrowser, phoneContext } from './browser';
import { webRoot } from './paths';
import { signInWithApi } from './sign-in';

const port = inject('port');

/** A language's texts by message id, so one test reads every tenant in its own language. */
const messagesOf = (language: Language) =>
  JSON.parse(readFileSync(`${webRoot}/src/i18n/messages/${language}.json`, 'utf8')) as Record<
    string,
    string
  >;

/**
 * What an investor of each language types, as that language writes numbers (grouping and
 * decimal marks), and how the review must show the value read from it: never ten times larger,
 * never without its mark.
 */
const WRITTEN: Record<
  string,
  {
    money: string;
    moneyShown: string;
    small: string;
    smallShown: string;
    large: string;
    largeShown: string;
    shares: string;
  }
> = {
  en: {
    money: '1,000.5',
    moneyShown: '1,000.50',
    small: '10.5',
    smallShown: '10.50',
    large: '10,000.5',
    largeShown: '10,000.50',
    shares: '1,000',
  },
  pt: {
    money: '1.000,5',
    moneyShown: '1.000,50',
    small: '10,5',
    smallShown: '10,50',
    large: '10.000,5',
    largeShown: '10.000,50',
    shares: '1.000',
  },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/*
 * Each tenant in its default language, the demo investor signed in once on one page: every
 * money screen with a review takes the locale's own format and shows the parsed value on the
 * review. Nothing is confirmed (each review is left with Back), so no money moves.
 */
describe.each(TENANT_IDS)('typed amounts reach the review, tenant %s', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const language = definition.languages.default;
  const t = messagesOf(language);
  const written = WRITTEN[language]!;
  const origin = `http://${tenantId}.localhost:${port}`;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await phoneContext(browser);
    page = await context.newPage();
    await page.goto(`${origin}/unauthorized`);
    const token = await signInWithApi(page);
    await page.evaluate(
      ({ token, language }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('language', language);
      },
      { token, language },
    );
  });
  afterAll(() => context?.close());

  const open = async (path: string) => {
    await page.goto(`${origin}${path}`);
    await page.locator('main').waitFor();
  };

  /** Opens the review of `scope`'s form and returns the value it shows under `label`. */
  const reviewed = async (scope: Locator, label: string) => {
    await scope.getByRole('button', { name: t['review.action'], exact: true }).click();
    const review = scope.getByRole('group', { name: t['review.title'] });
    const shown = (await review.getByRole('status', { name: t[label] }).textContent()) ?? '';
    await review.getByRole('button', { name: t['ui.back'], exact: true }).click();
    return shown;
  };

  /**
   * The first offer card holding `text` that offers `action` (a card not yet open, or closed,
   * offers none), its `action` tapped (list buttons are tapped).
   */
  const openOffer = async (path: string, action: string, text?: string) => {
    await open(path);
    const button = page.getByRole('button', { name: action });
    const card = page
      .locator('article', text ? { hasText: text } : {})
      .filter({ has: button })
      .first();
    await card.getByRole('button', { name: action }).tap();
    return page.getByRole('dialog');
  };

  it.runIf(definition.usMarketShow && definition.currency.code !== 'USD')('exchange', async () => {
    await open('/moneyExchange');
    await page.getByLabel(t['exchange.amount']!).fill(written.money);
    expect(await reviewed(page.locator('body'), 'exchange.amount')).toContain(written.moneyShown);
  });

  it('fund purchase', async () => {
    const sheet = await openOffer('/quantitative/index', t['quant.buy']!);
    // Above every fund's minimum (the demo's open funds take 1,000 to 10,000 at least).
    await sheet.getByLabel(t['form.amount.label']!, { exact: true }).fill(written.large);
    expect(await reviewed(sheet, 'form.amount.label')).toContain(written.largeShown);
  });

  it('funding an allotment', async () => {
    // Less than any allotment owes: the server takes at most what is owed, and so does the review.
    // The demo's allotment is in the tenant's own market.
    const sheet = await openOffer(
      `/applyOrder?area=${definition.currency.code}`,
      t['applyOrder.fund']!,
      t['status.funding'],
    );
    await sheet.getByLabel(t['form.amount.label']!, { exact: true }).fill(written.small);
    expect(await reviewed(sheet, 'cost.payment')).toContain(written.smallShown);
  });

  it('IPO subscription', async () => {
    const sheet = await openOffer('/stockIpo', t['offerings.subscribe']!);
    const field =
      definition.marketBuyModel === 0 ? 'offerings.quantityLots' : 'offerings.quantityShares';
    await sheet.getByLabel(t[field]!).fill(written.shares);
    expect(await reviewed(sheet, 'form.quantity.label')).toContain(written.shares);
  });

  it('snap-up', async () => {
    const sheet = await openOffer('/preemptively/index', t['snapUp.apply']!, t['snapUp.endsIn']);
    await sheet.getByLabel(t['offerings.quantityShares']!).fill(written.shares);
    expect(await reviewed(sheet, 'form.quantity.label')).toContain(written.shares);
  });
});
