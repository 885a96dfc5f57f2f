import type { CurrencyCode, TenantConfig } from '@trading/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';
import { instrumentsOf, type Instrument } from '../market/instruments';
import type { SeedContext } from '../seed/seed-context';
import { insertBlockTrade } from './block-trade-repository';
import { insertIpoOffering } from './ipo-offering-repository';
import { offerArea } from './offer-area';
import { insertSnapUp } from './snap-up-repository';

const DAY = 86_400_000;

/**
 * Tradable stocks of the market whose currency is `currency` (the tenant's own market for
 * its local currency, the US for USD), not-yet-listed ones first (natural IPO candidates).
 */
function stocksFor(config: TenantConfig, currency: CurrencyCode): Instrument[] {
  const market = currency === config.defaultCurrency ? config.defaultMarket : 'US';
  const stocks = instrumentsOf(market).filter((i) => !i.isIndex);
  return [
    ...stocks.filter((i) => i.listedOn?.startsWith('2030')),
    ...stocks.filter((i) => !i.listedOn?.startsWith('2030')),
  ];
}

export async function tenantConfigOf(db: Db, tenantId: string): Promise<TenantConfig> {
  const [row] = await db
    .select({ config: tenants.config })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row!.config as TenantConfig;
}

const price = (value: number) => value.toFixed(2);

/** The IPO-like offers seeded per tenant: each kind at its share of the stock's base price. */
const IPO_SEEDS = [
  { kind: 'IPO', priceFactor: 1, amountOpen: true },
  { kind: 'PLACEMENT', priceFactor: 0.95, amountOpen: true, fixedAmount: 5 },
  { kind: 'BLOCK_PLACEMENT', priceFactor: 0.9, amountOpen: false },
] as const;

/**
 * Per tenant: block trades in the tenant's currency and (where US stocks are shown) in
 * USD; an IPO, a fixed-amount placement and an amountOpen=false block placement in the
 * default area (plus a local IPO when that area is USD); snap-ups open now, upcoming and
 * ended. Windows are relative to the seeding time.
 */
export async function seedOfferings(ctx: SeedContext): Promise<void> {
  const now = Date.now();
  for (const tenantId of ctx.demoUsers.keys()) {
    const config = await tenantConfigOf(ctx.db, tenantId);
    const local = stocksFor(config, config.defaultCurrency);
    const area = offerArea(config, undefined);
    const areaStocks = stocksFor(config, area);

    const blocks =
      config.usMarketShow && area !== config.defaultCurrency
        ? [...local.slice(3, 5), ...stocksFor(config, 'USD').slice(3, 5)]
        : local.slice(3, 6);
    for (const [i, stock] of blocks.entries()) {
      await insertBlockTrade(ctx.db, {
        tenantId,
        instrumentId: stock.id,
        price: price(stock.basePrice),
        discountRate: ['-5', '-8.5', '-3', '-12'][i]!,
      });
    }

    const window = { startTime: new Date(now - DAY), endTime: new Date(now + 60 * DAY) };
    // The area's first three stocks, then a local IPO when the list opens on another area.
    const ipoSeeds = [
      ...IPO_SEEDS.map((seed, n) => ({ ...seed, stock: areaStocks[n]! })),
      ...(area !== config.defaultCurrency ? [{ ...IPO_SEEDS[0], stock: local[0]! }] : []),
    ];
    for (const { stock, priceFactor, ...seed } of ipoSeeds) {
      await insertIpoOffering(ctx.db, {
        tenantId,
        instrumentId: stock.id,
        price: price(stock.basePrice * priceFactor),
        ipoUnit: 100,
        ...seed,
        ...window,
      });
    }

    const snapStocks = local.slice(6, 9);
    const windows = [
      { startTime: new Date(now - DAY), endTime: new Date(now + 30 * DAY) },
      { startTime: new Date(now + 7 * DAY), endTime: new Date(now + 14 * DAY) },
      { startTime: new Date(now - 14 * DAY), endTime: new Date(now - DAY) },
    ];
    for (const [i, stock] of snapStocks.entries()) {
      await insertSnapUp(ctx.db, {
        tenantId,
        instrumentId: stock.id,
        price: price(stock.basePrice * 0.97),
        ...windows[i]!,
      });
    }
  }
}
