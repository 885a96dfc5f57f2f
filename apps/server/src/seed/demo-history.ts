import { endpoints, type CurrencyCode, type Market } from '@trading/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { allotApplication } from '../backoffice/allot-application';
import type { Operator } from '../backoffice/operator';
import type { Db } from '../db/database';
import {
  deposits,
  exchanges,
  favorites,
  ipoOfferings,
  ledgerTransactions,
  offeringApplications,
  orders,
  quantOrders,
  quantProducts,
  userBanks,
  withdrawals,
} from '../db/schema';
import { exchange } from '../exchange/exchange-service';
import { assertBankFields } from '../finance/bank-fields';
import { tenantRules } from '../finance/tenant-rules';
import { companyAccounts } from '../finance/company-accounts';
import { approveDeposit, requestDeposit } from '../finance/deposit-service';
import { financeSettingsOf } from '../finance/settings-repository';
import { addUserBank } from '../finance/user-bank-repository';
import { requestWithdrawal } from '../finance/withdraw-service';
import { assertSavable } from '../finance/saved-destination';
import { findUserByUsername } from '../identity/user-repository';
import { balanceIn, readBalances } from '../ledger/balances';
import { fromUnits } from '../ledger/decimal';
import { instrumentsOf, type Instrument } from '../market/instruments';
import { applyForIpo } from '../offerings/application-service';
import { tenantConfigOf } from '../offerings/seed-offerings';
import { buyQuantProduct } from '../quant/quant-service';
import { addFavorite } from '../stocks/stock-repository';
import type { Tenant } from '../tenants/tenant-registry';
import { placeMarketOrder } from '../trading/trade-service';
import { DEMO_OPERATOR } from './demo-accounts';
import type { SeedContext } from './seed-context';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A bank account per currency in the format that currency's banks really use, so the
 * withdrawal and the saved account pass the same checks as a user's: a NUBAN with its
 * check digit, an HDFC account with its IFSC, an Itaú account with a CPF PIX key, a
 * Chase account with its ABA routing number.
 */
const DEMO_BANK: Partial<
  Record<
    CurrencyCode,
    { bank: string; accountNumber: string; branch?: string; bankCode?: string; extraCode?: string }
  >
> = {
  NGN: { bank: 'Access Bank', accountNumber: '0123456784' },
  INR: { bank: 'HDFC Bank', accountNumber: '50100123456789', extraCode: 'HDFC0001234' },
  BRL: {
    bank: 'Itaú Unibanco',
    accountNumber: '12345-6',
    branch: '0001',
    bankCode: '341',
    extraCode: '52998224725',
  },
  USD: { bank: 'JPMorgan Chase', accountNumber: '000123456789', bankCode: '021000021' },
};

/** The demo investor's saved TRC20 address (its base58check holds). */
const DEMO_USDT = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Share of the opening balance each buy spends, and the past price as a share of today's. */
const BUYS = [
  { daysAgo: 25, budget: 0.12, priceFactor: 0.91 },
  { daysAgo: 20, budget: 0.1, priceFactor: 0.96 },
  { daysAgo: 14, budget: 0.08, priceFactor: 1.04 },
];

type Table =
  | typeof deposits
  | typeof withdrawals
  | typeof exchanges
  | typeof orders
  | typeof offeringApplications
  | typeof quantOrders
  | typeof userBanks;

/**
 * The services stamp rows with the moment they run; history happened earlier. Moves one
 * row and the ledger transactions it caused (those referring to it as `refType`) to `at`,
 * keeping entry order = time order because events are replayed oldest first.
 */
async function backdate(
  db: Db,
  table: Table,
  id: number,
  refType: string | null,
  at: Date,
): Promise<void> {
  await db.update(table).set({ createdAt: at }).where(eq(table.id, id));
  if (refType) {
    await db
      .update(ledgerTransactions)
      .set({ createdAt: at })
      .where(and(eq(ledgerTransactions.refType, refType), eq(ledgerTransactions.refId, id)));
  }
}

/** Listed stocks of the tenant's market, most liquid-looking (first listed) first. */
function listedStocks(market: Market): Instrument[] {
  return instrumentsOf(market).filter((i) => !i.isIndex && !i.listedOn?.startsWith('2030'));
}

/** Whole steps of 10 shares that `budget` buys at `price`, at least 20 so a partial sell leaves some. */
function sharesFor(budget: number, price: number): number {
  return Math.max(20, Math.floor(budget / price / 10) * 10);
}

/**
 * Gives each tenant's demo investor a month of true history, replayed through the same
 * services the API calls, oldest first: a USDT deposit an operator approved, three buys
 * and a partial sell at past prices, an exchange to USD (where there is a local
 * currency), favourites, a local IPO subscription allotted and awaiting funds, a locked
 * quantitative order, a saved bank account, a withdrawal and a deposit under review.
 * Runs after the money, offerings and operator seeds, inside the seeding transaction.
 */
export async function seedDemoHistory(ctx: SeedContext): Promise<void> {
  const now = Date.now();
  for (const [tenantId, userId] of ctx.demoUsers) {
    const db = ctx.db;
    const config = await tenantConfigOf(db, tenantId);
    const tenant: Tenant = {
      id: tenantId,
      config,
      rules: tenantRules(ctx.definitions.get(tenantId)!),
    };
    const local = config.defaultCurrency;
    const operatorUser = await findUserByUsername(db, tenantId, DEMO_OPERATOR.username);
    const operator: Operator = {
      tenantId,
      userId: operatorUser!.id,
      username: DEMO_OPERATOR.username,
      role: 'operator',
      channel: 'cli',
    };
    const ago = (ms: number) => new Date(now - ms);

    // The opening balance (seedMoney) is where the story starts.
    await db
      .update(ledgerTransactions)
      .set({ createdAt: ago(30 * DAY) })
      .where(and(eq(ledgerTransactions.userId, userId), isNull(ledgerTransactions.refType)));
    const opening = Number(
      fromUnits(balanceIn(await readBalances(db, tenantId, userId), local).cash),
    );

    // Paid into the tenant's USDT address, named as the app's deposit screen names it.
    const [address] = companyAccounts(await financeSettingsOf(db, tenantId), true);
    const usdt = await requestDeposit(db, tenant, userId, {
      ...endpoints.deposit.request.parse({ usdt: true, amount: '500', paidInto: address?.id }),
    });
    await approveDeposit(db, operator, usdt.id, 'Received on TRC20');
    await backdate(db, deposits, usdt.id, 'DEPOSIT', ago(28 * DAY));

    const stocks = listedStocks(config.defaultMarket);
    const bought: { instrument: Instrument; quantity: number }[] = [];
    for (const [i, buy] of BUYS.entries()) {
      const instrument = stocks[i]!;
      const price = instrument.basePrice * buy.priceFactor;
      const quantity = sharesFor(opening * buy.budget, price);
      const order = await placeMarketOrder(db, pastPrice(price), {
        tenant,
        userId,
        side: 'BUY',
        instrumentId: instrument.id,
        quantity,
        shownPrice: price.toFixed(2),
      });
      await backdate(db, orders, order.id, 'ORDER', ago(buy.daysAgo * DAY));
      bought.push({ instrument, quantity });
    }

    // Took some profit on the first position after it rose.
    const first = bought[0]!;
    const sellPrice = first.instrument.basePrice * 0.99;
    const sell = await placeMarketOrder(db, pastPrice(sellPrice), {
      tenant,
      userId,
      side: 'SELL',
      instrumentId: first.instrument.id,
      quantity: Math.floor(first.quantity / 20) * 10,
      shownPrice: sellPrice.toFixed(2),
    });
    await backdate(db, orders, sell.id, 'ORDER', ago(7 * DAY));

    if (local !== 'USD') {
      const swap = await exchange(db, tenant, userId, 'toUSD', (opening * 0.05).toFixed(2));
      await backdate(db, exchanges, swap.id, 'EXCHANGE', ago(5 * DAY));
    }

    for (const [i, instrument] of [...stocks.slice(0, 2), ...stocks.slice(3, 5)].entries()) {
      await addFavorite(db, tenantId, userId, instrument.id);
      await db
        .update(favorites)
        .set({ createdAt: ago((10 - i) * DAY) })
        .where(and(eq(favorites.userId, userId), eq(favorites.instrumentId, instrument.id)));
    }

    // The local IPO: an investor's subscriptions are mostly in their own market.
    const localIds = new Set(instrumentsOf(config.defaultMarket).map(({ id }) => id));
    const ipo = (
      await db
        .select({ id: ipoOfferings.id, instrumentId: ipoOfferings.instrumentId })
        .from(ipoOfferings)
        .where(and(eq(ipoOfferings.tenantId, tenantId), eq(ipoOfferings.kind, 'IPO')))
    ).find(({ instrumentId }) => localIds.has(instrumentId));
    const applied = await applyForIpo(db, {
      tenant,
      userId,
      kind: 'IPO',
      offeringId: ipo!.id,
      amount: 5,
      now: new Date(now),
    });
    const allotted = await allotApplication(db, operator, applied.id, applied.unit * 2);
    await backdate(db, offeringApplications, allotted.id, null, ago(2 * DAY));

    const [fund] = await db
      .select({ id: quantProducts.id, min: quantProducts.minBuyAmount })
      .from(quantProducts)
      .where(and(eq(quantProducts.tenantId, tenantId), eq(quantProducts.lockDay, 7)))
      .limit(1);
    const locked = await buyQuantProduct(db, {
      tenantId,
      userId,
      productId: fund!.id,
      amount: Math.max(Number(fund!.min), opening * 0.02).toFixed(2),
      now: ago(12 * HOUR),
    });
    // The order is stamped 12 hours ago but its money moved at the database's clock: left so,
    // the fund's payment read newer than the withdrawal 3 hours ago.
    await backdate(db, quantOrders, locked.id, 'QUANT_ORDER', ago(12 * HOUR));

    const account = {
      usdt: false,
      accountName: 'Demo Investor',
      ...(DEMO_BANK[local] ?? DEMO_BANK.USD!),
    };
    // Saved under the rules an investor's own are (bank codes, KYC name, no duplicate), past
    // their cooling-off; a USDT address too, so the demo can withdraw either way.
    const usdtAddress = { usdt: true, accountName: 'Demo Investor', accountNumber: DEMO_USDT };
    for (const destination of [account, usdtAddress]) {
      assertBankFields(tenant.rules.bankFields, destination);
      await assertSavable(db, tenantId, userId, destination);
      const saved = await addUserBank(
        db,
        tenantId,
        userId,
        endpoints.userBankAdd.request.parse(destination),
        ago(3 * DAY),
      );
      await backdate(db, userBanks, saved.id, null, ago(3 * DAY));
    }

    const withdrawal = await requestWithdrawal(db, tenant, userId, {
      ...endpoints.withdraw.request.parse({
        ...account,
        amount: (opening * 0.01).toFixed(2),
        opPwd: 'seeded',
      }),
      accountNumber: account.accountNumber,
    });
    await backdate(db, withdrawals, withdrawal.id, 'WITHDRAWAL', ago(3 * HOUR));

    const pending = await requestDeposit(db, tenant, userId, {
      ...endpoints.deposit.request.parse({ usdt: true, amount: '200', paidInto: address?.id }),
    });
    await backdate(db, deposits, pending.id, null, ago(HOUR));
  }
}

/** The market as it was when the order was placed: that price, open for trading. */
function pastPrice(price: number) {
  return { quote: () => ({ price, listed: true, trading: true }) };
}
