import type { CurrencyCode, TenantConfig } from '@trading/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';
import { fxRateOf } from '../exchange/fx-rate-repository';
import type { AccountSummary, AccountSummaryProvider } from '../identity/account-summary';
import { verifiedName } from '../kyc/kyc-status';
import { instrumentById } from '../market/instruments';
import { listPositions } from '../trading/position-repository';
import type { PriceSource } from '../trading/price-source';
import { balanceIn, readBalances } from './balances';
import { lockedFunds } from './locked-funds';
import { pendingWithdrawals } from './pending-withdrawals';
import { fromUnits, mulUnits, priceUnits, timesInt, toUnits, type Units } from './decimal';

interface Book {
  cash: Units;
  held: Units;
  /** The part of `held` that withdrawals under review hold. */
  withdrawing: Units;
  value: Units;
  pnl: Units;
  locked: Units;
}

/**
 * The Account screen's totals, per currency book (local and USD):
 * balance = cash, advancePayment = held less pendingWithdrawal (subscriptions and other
 * advances), pendingWithdrawal = what withdrawals under review hold,
 * totalBalance = cash + held, totalValue = market value of the positions,
 * totalPNL = value − cost, locked = funds and part-paid allotments (locked-funds.ts);
 * totalAssets = cash + held + value + locked in the local currency, the USD book converted
 * at the house rate (usdTo, reported as usdRate) — counted only where the screen shows it:
 * the tenant shows the US market, or the investor holds dollars (a USDT deposit).
 */
export function ledgerAccountSummary(prices: PriceSource): AccountSummaryProvider {
  return {
    async summary(db: Db, user): Promise<AccountSummary> {
      const [tenant] = await db
        .select({ config: tenants.config })
        .from(tenants)
        .where(eq(tenants.id, user.tenantId));
      const config = tenant!.config as TenantConfig;
      const local = config.defaultCurrency;
      const [balances, held, name, rate, locked, withdrawing] = await Promise.all([
        readBalances(db, user.tenantId, user.id),
        listPositions(db, user.tenantId, user.id),
        verifiedName(db, user.id),
        local === 'USD' ? undefined : fxRateOf(db, user.tenantId, local),
        lockedFunds(db, user.tenantId, user.id),
        pendingWithdrawals(db, user.tenantId, user.id),
      ]);
      const books = new Map<CurrencyCode, Book>();
      const book = (currency: CurrencyCode) => {
        let b = books.get(currency);
        if (!b) {
          const { cash, held: onHold } = balanceIn(balances, currency);
          b = {
            cash,
            held: onHold,
            withdrawing: withdrawing.get(currency) ?? 0n,
            value: 0n,
            pnl: 0n,
            locked: locked.get(currency) ?? 0n,
          };
          books.set(currency, b);
        }
        return b;
      };
      for (const position of held) {
        const instrument = instrumentById(position.instrumentId)!;
        const value = timesInt(
          priceUnits(prices.quote(instrument).price),
          position.available + position.locked,
        );
        const b = book(instrument.currencyType);
        b.value += value;
        b.pnl += value - toUnits(position.cost);
      }
      const l = book(local);
      const usd =
        local === 'USD'
          ? { cash: 0n, held: 0n, withdrawing: 0n, value: 0n, pnl: 0n, locked: 0n }
          : book('USD');
      const usdTo = rate?.usdTo ?? 10n ** 8n;
      const localTotal = l.cash + l.held + l.value + l.locked;
      const usdTotal = usd.cash + usd.held + usd.value + usd.locked;
      const usdShown = local !== 'USD' && (config.usMarketShow || usdTotal !== 0n);
      return {
        name,
        totalAssets: fromUnits(localTotal + (usdShown ? mulUnits(usdTotal, usdTo) : 0n)),
        usdShown,
        usdRate: local === 'USD' ? null : fromUnits(usdTo),
        locked: fromUnits(l.locked),
        lockedUSD: fromUnits(local === 'USD' ? l.locked : usd.locked),
        balance: fromUnits(l.cash),
        balanceUSD: fromUnits(local === 'USD' ? l.cash : usd.cash),
        advancePayment: fromUnits(l.held - l.withdrawing),
        advancePaymentUSD: fromUnits(
          local === 'USD' ? l.held - l.withdrawing : usd.held - usd.withdrawing,
        ),
        pendingWithdrawal: fromUnits(l.withdrawing),
        pendingWithdrawalUSD: fromUnits(local === 'USD' ? l.withdrawing : usd.withdrawing),
        totalBalance: fromUnits(l.cash + l.held),
        totalBalanceUSD: fromUnits(local === 'USD' ? l.cash + l.held : usd.cash + usd.held),
        totalValue: fromUnits(l.value),
        totalValueUSD: fromUnits(local === 'USD' ? l.value : usd.value),
        totalPNL: fromUnits(l.pnl),
        totalPNLUSD: fromUnits(local === 'USD' ? l.pnl : usd.pnl),
      };
    },
  };
}
