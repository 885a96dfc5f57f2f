import type { CurrencyCode, ExchangeInfo, ExchangeRecord } from '@trading/contract';
import type { Db } from '../db/database';
import { exchanges } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { centsAmount } from '../finance/money-input';
import { HOUSE, USER_CASH } from '../ledger/accounts';
import { balanceIn, readBalances } from '../ledger/balances';
import { divUnits, fromUnits, toUnits } from '../ledger/decimal';
import { post, type Posting } from '../ledger/post';
import type { Tenant } from '../tenants/tenant-registry';
import { quoteExchange } from './exchange-quote';
import { fxRateOf, type FxRate } from './fx-rate-repository';
import { localized } from '../messages/catalogue';

type Row = typeof exchanges.$inferSelect;

async function rateFor(db: Db, tenant: Tenant): Promise<{ local: CurrencyCode; rate: FxRate }> {
  const local = tenant.config.defaultCurrency;
  if (local === 'USD') throw new ApiError('INVALID_STATE', localized('exchange.usdOnly'));
  const rate = await fxRateOf(db, tenant.id, local);
  if (!rate) throw new ApiError('INVALID_STATE', localized('exchange.usdOnly'));
  return { local, rate };
}

export async function exchangeInfo(db: Db, tenant: Tenant, userId: number): Promise<ExchangeInfo> {
  const { local, rate } = await rateFor(db, tenant);
  const balances = await readBalances(db, tenant.id, userId);
  return {
    balance: fromUnits(balanceIn(balances, local).cash),
    usdBalance: fromUnits(balanceIn(balances, 'USD').cash),
    usdTo: fromUnits(rate.usdTo, 8),
    toUsd: fromUnits(divUnits(10n ** 16n, rate.usdTo), 8),
    feeRate: fromUnits(rate.feeRate, 4),
  };
}

export function exchangeRecord(row: Row): ExchangeRecord {
  const money = (v: string) => fromUnits(toUnits(v));
  return {
    id: row.id,
    fromType: row.fromType as CurrencyCode,
    fromAmount: money(row.fromAmount),
    fee: money(row.fee),
    toType: row.toType as CurrencyCode,
    toAmount: money(row.toAmount),
    createdTime: row.createdAt.getTime(),
  };
}

/**
 * Exchanges between the tenant's currency and USD at the house rate, inside the
 * caller's transaction: MONEY_EXCHANGE moves the net amount through the house FX book
 * in each currency, EXCHANGE_FEE takes the fee in the currency paid.
 */
export async function exchange(
  db: Db,
  tenant: Tenant,
  userId: number,
  direction: 'toUSD' | 'toLocal',
  amountText: string,
): Promise<ExchangeRecord> {
  const { local, rate } = await rateFor(db, tenant);
  const amount = centsAmount(amountText);
  const from: CurrencyCode = direction === 'toUSD' ? local : 'USD';
  const to: CurrencyCode = direction === 'toUSD' ? 'USD' : local;
  const quote = quoteExchange(amount, rate, direction, tenant.rules.money.rounding);
  if (quote.received <= 0n) throw new ApiError('BELOW_MINIMUM', localized('exchange.tooSmall'));
  const [row] = await db
    .insert(exchanges)
    .values({
      tenantId: tenant.id,
      userId,
      fromType: from,
      fromAmount: fromUnits(amount, 8),
      fee: fromUnits(quote.fee, 8),
      toType: to,
      toAmount: fromUnits(quote.received, 8),
      usdTo: fromUnits(rate.usdTo, 8),
    })
    .returning();
  const ref = { refType: 'EXCHANGE', refId: row!.id };
  const what = `Exchange ${fromUnits(amount)} ${from} to ${fromUnits(quote.received)} ${to}`;
  const postings: Posting[] = [
    {
      scene: 'MONEY_EXCHANGE',
      description: what,
      ...ref,
      legs: [
        { account: USER_CASH, currency: from, amount: -quote.net },
        { account: HOUSE.fx, currency: from, amount: quote.net },
        { account: HOUSE.fx, currency: to, amount: -quote.received },
        { account: USER_CASH, currency: to, amount: quote.received },
      ],
    },
  ];
  if (quote.fee > 0n) {
    postings.push({
      scene: 'EXCHANGE_FEE',
      description: `Fee: ${what}`,
      ...ref,
      legs: [
        { account: USER_CASH, currency: from, amount: -quote.fee },
        { account: HOUSE.fees, currency: from, amount: quote.fee },
      ],
    });
  }
  await post(db, tenant.id, userId, postings);
  return exchangeRecord(row!);
}
