import { tenantConfigOf } from '../offerings/seed-offerings';
import type { SeedContext } from '../seed/seed-context';
import { insertQuantProduct } from './quant-repository';

const DAY = 86_400_000;

/** Per tenant, in its currency: two products open now (7 and 30 days) and one that starts next week. */
export async function seedQuantProducts(ctx: SeedContext): Promise<void> {
  const now = Date.now();
  for (const tenantId of ctx.demoUsers.keys()) {
    const { defaultCurrency: currencyType } = await tenantConfigOf(ctx.db, tenantId);
    const open = { startTime: new Date(now - DAY), endTime: new Date(now + 90 * DAY) };
    await insertQuantProduct(ctx.db, {
      tenantId,
      name: 'Steady Income 7',
      managerName: 'Amara Okafor',
      minBuyAmount: '1000',
      lockDay: 7,
      totalAmount: '5000000',
      estimateProfitRate: '1.2',
      maxEstimateProfitRate: '2.5',
      productDesc: 'A market-neutral strategy with a short lock-up.',
      translations: {
        pt: { productDesc: 'Estratégia neutra ao mercado, com carência curta.' },
        zh: { productDesc: '市场中性策略，锁定期短。' },
      },
      currencyType,
      ...open,
    });
    await insertQuantProduct(ctx.db, {
      tenantId,
      name: 'Momentum Alpha 30',
      managerName: 'Rafael Costa',
      minBuyAmount: '5000',
      lockDay: 30,
      totalAmount: '20000000',
      estimateProfitRate: '4',
      maxEstimateProfitRate: '9',
      productDesc: 'Trend-following across the main index constituents.',
      translations: {
        pt: { productDesc: 'Segue a tendência das principais ações do índice.' },
        zh: { productDesc: '跟踪主要指数成分股的趋势策略。' },
      },
      currencyType,
      ...open,
    });
    await insertQuantProduct(ctx.db, {
      tenantId,
      name: 'Volatility Harvest 90',
      managerName: 'Priya Nair',
      minBuyAmount: '10000',
      lockDay: 90,
      totalAmount: '50000000',
      estimateProfitRate: '10',
      maxEstimateProfitRate: '18',
      productDesc: 'Option-writing strategy; subscriptions open next week.',
      translations: {
        pt: {
          productDesc: 'Estratégia de venda de opções; as aplicações abrem na próxima semana.',
        },
        zh: { productDesc: '期权卖方策略；下周开放认购。' },
      },
      currencyType,
      startTime: new Date(now + 7 * DAY),
      endTime: new Date(now + 60 * DAY),
    });
  }
}
