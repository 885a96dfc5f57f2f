import type { TenantId } from '@trading/contract/tenant';
import { formatMoney, formatQuantity, numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantOf } from '../testing/render-screen';

afterEach(() => setNumberLocale(numberLocaleOf('en')));

const NBSP = '\u00a0';

// Each tenant's amounts in each language as its readers read them: INR by lakh and crore,
// the US dollar signed as the language signs it.
const table: ReadonlyArray<readonly [TenantId, 'en' | 'pt' | 'zh', string]> = [
  ['inr', 'en', '₹3,42,318.25'],
  ['inr', 'pt', `₹${NBSP}3.42.318,25`],
  ['inr', 'zh', '₹3,42,318.25'],
  ['ngn', 'en', '₦342,318.25'],
  ['ngn', 'pt', `₦${NBSP}342.318,25`],
  ['ngn', 'zh', '₦342,318.25'],
  ['brl', 'en', 'R$342,318.25'],
  ['brl', 'pt', `R$${NBSP}342.318,25`],
  ['brl', 'zh', 'R$342,318.25'],
  ['usd', 'en', '$342,318.25'],
  ['usd', 'pt', `US$${NBSP}342.318,25`],
  ['usd', 'zh', 'US$342,318.25'],
];

describe("a tenant's digit grouping in each language", () => {
  it.each(table)('%s in %s writes %s', (tenant, language, expected) => {
    const { definition } = tenantOf(tenant);
    setNumberLocale(numberLocaleOf(language, definition.money.grouping));
    expect(formatMoney('342318.25', { sign: definition.currency.sign })).toBe(expected);
  });
});

// Quantities (shares held, an order's size) group as the tenant's amounts do.
const quantities: ReadonlyArray<readonly [TenantId, 'en' | 'pt' | 'zh', string]> = [
  ['inr', 'en', '12,34,567'],
  ['inr', 'pt', '12.34.567'],
  ['inr', 'zh', '12,34,567'],
  ['ngn', 'en', '1,234,567'],
  ['ngn', 'pt', '1.234.567'],
  ['brl', 'en', '1,234,567'],
  ['brl', 'pt', '1.234.567'],
  ['usd', 'en', '1,234,567'],
  ['usd', 'pt', '1.234.567'],
  ['usd', 'zh', '1,234,567'],
];

describe("a tenant's digit grouping of quantities", () => {
  it.each(quantities)('%s in %s writes 1234567 shares as %s', (tenant, language, expected) => {
    const { definition } = tenantOf(tenant);
    setNumberLocale(numberLocaleOf(language, definition.money.grouping));
    expect(formatQuantity(1_234_567)).toBe(expected);
  });
});
