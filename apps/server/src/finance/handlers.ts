import type { AccountBalance } from '@trading/contract';
import { readOwnedPage } from '../db/read-owned-page';
import { deposits, withdrawals } from '../db/schema';
import type { CallContext, Handlers } from '../http/call-context';
import { withIdempotency } from '../idempotency/run-idempotent';
import { notifySecurityEvent } from '../security/notify';
import { balanceIn, readBalances } from '../ledger/balances';
import { fromUnits, toUnits } from '../ledger/decimal';
import { assertBankFields } from './bank-fields';
import { depositWithReceipt, requestDeposit, signedReceipt } from './deposit-service';
import { labelIn } from '@trading/contract/tenant';
import { inLanguage } from '../content/translations';
import { companyAccountId } from './company-accounts';
import { financeSettingsOf, isAuthCodeValid } from './settings-repository';
import { pageTransactions } from './transaction-list';
import { notifyDestination } from './destination-notice';
import { addUserBank, deleteUserBank, listUserBanks, updateUserBank } from './user-bank-repository';
import {
  type AuthorizedWithdrawal,
  authorizeWithdrawal,
  cancelWithdrawal,
  requestWithdrawal,
  withdrawalRecord,
} from './withdraw-service';
import { coolingOffUntil } from './destination-cooling';
import { assertSavable } from './saved-destination';
import { transferCurrency } from './usdt-limits';
import { transferAmount } from './transfer-amount';
import { requireStepUp } from '../identity/second-factor';

async function accountBalance(ctx: CallContext): Promise<AccountBalance> {
  const user = ctx.auth();
  const { db } = ctx.services;
  const [balances, settings, banks] = await Promise.all([
    readBalances(db, ctx.tenant.id, user.id),
    financeSettingsOf(db, ctx.tenant.id),
    listUserBanks(db, ctx.tenant.id, user.id, ctx.tenant.rules.bankFields.extraCode?.format),
  ]);
  return {
    balance: fromUnits(balanceIn(balances, ctx.tenant.config.defaultCurrency).cash),
    balanceUSD: fromUnits(balanceIn(balances, 'USD').cash),
    openUSDT: settings.usdtAddress !== null,
    withdrawTips: inLanguage(settings, settings.translations, ctx.lang).withdrawTips,
    userBanks: banks,
  };
}

function page<T>(records: T[], total: number, input: { pageNum: number; pageSize: number }) {
  return { records, total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export const financeHandlers: Handlers = {
  userBalance: (_input, ctx) => accountBalance(ctx),
  withdrawInfo: (_input, ctx) => accountBalance(ctx),

  async bankList(_input, ctx) {
    return (await financeSettingsOf(ctx.services.db, ctx.tenant.id)).bankNames;
  },

  async depositMethod(_input, ctx) {
    const s = await financeSettingsOf(ctx.services.db, ctx.tenant.id);
    const offered = (kind: 'corporate' | 'personal') => {
      if (!s[kind]) return null;
      const { branchLabels, ...info } = s[kind];
      return {
        id: companyAccountId(kind, info.bank, info.cardNo, info.account),
        ...info,
        branch: info.branch && labelIn({ label: info.branch, labels: branchLabels }, ctx.lang),
      };
    };
    return {
      corporate: offered('corporate'),
      personal: offered('personal'),
      crypto: s.usdtAddress
        ? {
            id: companyAccountId('usdt', null, s.usdtAddress, null),
            type: 'TRC20' as const,
            address: s.usdtAddress,
          }
        : null,
      minDeposit: fromUnits(toUnits(s.minDeposit)),
      maxDeposit: s.maxDeposit === null ? null : fromUnits(toUnits(s.maxDeposit)),
      description: inLanguage(s, s.translations, ctx.lang).description,
      needReceipt: s.needReceipt,
      needDetail: s.needDetail,
      needAuth: s.needAuth,
      needAuthUSDT: s.needAuthUsdt,
    };
  },

  async checkAuthCode(input, ctx) {
    ctx.auth();
    return isAuthCodeValid(ctx.services.db, ctx.tenant.id, input.authCode, input.usdt);
  },

  async deposit(input, ctx) {
    const user = ctx.auth();
    const record = await withIdempotency(ctx, 'deposit', input, (tx) =>
      requestDeposit(tx, ctx.tenant, user.id, input),
    );
    return signedReceipt(ctx.services.fileUrls, record);
  },

  async withdraw(input, ctx) {
    const user = ctx.auth();
    // The password is checked apart; keep it out of the stored request fingerprint.
    const { opPwd: _opPwd, ...fingerprint } = input;
    let checked: AuthorizedWithdrawal | undefined;
    return withIdempotency(
      ctx,
      'withdraw',
      fingerprint,
      async (tx) => {
        const record = await requestWithdrawal(tx, ctx.tenant, user.id, checked!);
        // In the withdrawal's transaction: a retried request tells the owner once.
        await notifySecurityEvent(tx, {
          tenantId: ctx.tenant.id,
          userId: user.id,
          kind: 'WITHDRAWAL_REQUESTED',
          money: transferAmount(
            record.amount,
            transferCurrency(ctx.tenant, record.usdt),
            record.usdt,
          ),
        });
        return record;
      },
      // A retry of an answered withdrawal (same caller, key and fields) gets the stored answer
      // before the password is hashed again.
      {
        authorize: async () => {
          // The second factor first: whatever else is wrong, a withdrawal asks for it.
          await requireStepUp(ctx, user);
          checked = await authorizeWithdrawal(
            ctx.services.db,
            ctx.services.hasher,
            ctx.tenant,
            user.id,
            input,
            {
              log: ctx.request.log,
              loginThrottle: ctx.services.loginThrottle,
              address: ctx.request.ip,
              nowMs: ctx.services.now(),
            },
          );
        },
      },
    );
  },

  async depositRecords(input, ctx) {
    const { db } = ctx.services;
    const { records, total } = await readOwnedPage(db, deposits, ctx.auth(), input);
    const signed = await Promise.all(
      records.map(async (row) =>
        signedReceipt(ctx.services.fileUrls, await depositWithReceipt(db, row)),
      ),
    );
    return page(signed, total, input);
  },

  async withdrawCancel(input, ctx) {
    const user = ctx.auth();
    return cancelWithdrawal(
      ctx.services.db,
      { tenantId: ctx.tenant.id, userId: user.id },
      input.id,
    );
  },

  async withdrawRecords(input, ctx) {
    const { db } = ctx.services;
    const { records, total } = await readOwnedPage(db, withdrawals, ctx.auth(), input);
    return page(records.map(withdrawalRecord), total, input);
  },

  async transactions(input, ctx) {
    const user = ctx.auth();
    const { records, total } = await pageTransactions(
      ctx.services.db,
      ctx.tenant.id,
      user.id,
      input,
    );
    return page(records, total, input);
  },

  async userBanks(_input, ctx) {
    const user = ctx.auth();
    return listUserBanks(
      ctx.services.db,
      ctx.tenant.id,
      user.id,
      ctx.tenant.rules.bankFields.extraCode?.format,
    );
  },

  async userBankAdd(input, ctx) {
    const user = ctx.auth();
    const fields = assertBankFields(ctx.tenant.rules.bankFields, input);
    await requireStepUp(ctx, user);
    return ctx.services.db.transaction(async (tx) => {
      await assertSavable(tx, ctx.tenant.id, user.id, fields);
      const bank = await addUserBank(tx, ctx.tenant.id, user.id, fields, coolingOffUntil(ctx));
      await notifyDestination(tx, ctx.tenant.id, user.id, bank);
      return bank;
    });
  },

  async userBankUpdate(input, ctx) {
    const user = ctx.auth();
    const { id, ...fields } = assertBankFields(ctx.tenant.rules.bankFields, input);
    await requireStepUp(ctx, user);
    // A changed account number is a new place for money to go, as much as an added one.
    return ctx.services.db.transaction(async (tx) => {
      await assertSavable(tx, ctx.tenant.id, user.id, fields, id);
      const bank = await updateUserBank(
        tx,
        ctx.tenant.id,
        user.id,
        id,
        fields,
        coolingOffUntil(ctx),
      );
      await notifyDestination(tx, ctx.tenant.id, user.id, bank);
      return bank;
    });
  },

  async userBankDelete(input, ctx) {
    const user = ctx.auth();
    await deleteUserBank(ctx.services.db, ctx.tenant.id, user.id, input.bankId);
    return null;
  },
};
