import type { CurrencyCode } from '@trading/contract';
import type { Db } from '../db/database';
import { depositAuthCodes, financeSettings, fxRates, kycSubmissions } from '../db/schema';
import { demoMoneyOf, type DemoAccount, type DemoMoney } from './demo-money';
import { setHash } from '../identity/user-repository';
import { HOUSE } from '../ledger/accounts';
import { credit } from '../ledger/movements';
import type { SeedContext } from '../seed/seed-context';

/** The demo investor's withdrawal password (documented with the demo login). */
export const DEMO_OP_PASSWORD = '123456';

/** Where a tenant's folder sets no house rate, its currency starts at par with USD. */
const PAR_RATE = { usdTo: '1', feeRate: '0.5' };

/** A sample TRC20 address per tenant (the house's wallet in a real deployment). */
const USDT_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Seeds money settings per tenant and makes each demo investor verified, with a withdrawal password and funds. */
export async function seedMoney(ctx: SeedContext): Promise<void> {
  const opHash = await ctx.hasher.hash(DEMO_OP_PASSWORD);
  for (const [tenantId, userId] of ctx.demoUsers) {
    const definition = ctx.definitions.get(tenantId)!;
    const local = definition.currency.code;
    const money = demoMoneyOf(ctx.roots.get(tenantId)!);
    await seedTenantSettings(ctx.db, tenantId, local, definition.title, money);
    const taxIdType = definition.kyc.taxId?.types[0]!.value ?? null;
    if (taxIdType && !money.sampleTaxIdNumber)
      throw new Error(`${tenantId}: demo/money.json needs a sampleTaxIdNumber (${taxIdType})`);
    await ctx.db.insert(kycSubmissions).values({
      userId,
      tenantId,
      name: 'Demo Investor',
      idType: definition.kyc.idTypes[0]!.value,
      idNumber: money.sampleIdNumber,
      taxIdType,
      taxIdNumber: taxIdType && money.sampleTaxIdNumber!,
      bank: definition.kyc.requireBankCard ? money.bankNames[0]! : null,
      // A NUBAN of Access Bank (CBN code 044) with its check digit.
      cardNo: definition.kyc.requireBankCard ? '0123456784' : null,
      photoIds: [],
      status: 'PASSED',
      reviewedAt: new Date(),
      reviewNote: 'Seeded demo account',
    });
    await setHash(ctx.db, tenantId, userId, 'opPasswordHash', opHash);
    // Dollars to start with only where the tenant trades US stocks.
    const currencies: CurrencyCode[] =
      local === 'USD' || !definition.usMarketShow ? [local] : [local, 'USD'];
    for (const currency of currencies) {
      await credit(ctx.db, {
        tenantId,
        userId,
        currency,
        amount: openingFundsIn(currency, local, money),
        scene: 'USER_DEPOSIT',
        description: 'Demo account opening balance',
        houseAccount: HOUSE.adjustments,
      });
    }
  }
}

function openingFundsIn(currency: CurrencyCode, local: CurrencyCode, money: DemoMoney): string {
  if (currency === local) return money.openingFunds;
  if (money.usdOpeningFunds === undefined)
    throw new Error(`demo/money.json of a tenant showing US stocks needs usdOpeningFunds`);
  return money.usdOpeningFunds;
}

/** A house account's branch (its name in every language) and codes, as the settings keep them. */
function houseAccountFields({ branch, ...codes }: DemoAccount) {
  return {
    branch: branch?.label ?? null,
    ...(branch?.labels ? { branchLabels: branch.labels } : {}),
    bankCode: null,
    extraCode: null,
    ...codes,
  };
}

async function seedTenantSettings(
  db: Db,
  tenantId: string,
  local: CurrencyCode,
  title: string,
  money: DemoMoney,
): Promise<void> {
  if (local !== 'USD')
    await db
      .insert(fxRates)
      .values({ tenantId, currency: local, ...(money.exchangeRate ?? PAR_RATE) });
  const { corporate, personal } = money.depositAccounts;
  const banks = money.bankNames;
  await db.insert(financeSettings).values({
    tenantId,
    corporate: {
      bank: banks[0]!,
      account: `${title} Ltd`,
      ...houseAccountFields(corporate),
    },
    personal: {
      bank: banks[1]!,
      account: 'Settlement Agent',
      ...houseAccountFields(personal),
    },
    usdtAddress: USDT_ADDRESS,
    ...money.depositLimits,
    description:
      'Transfer the amount to the account shown, then submit this form with the transfer receipt. ' +
      'Deposits are credited after review, usually within 30 minutes.',
    withdrawTips: 'Withdrawals are reviewed within 24 hours; the amount is held until then.',
    translations: {
      pt: {
        description:
          'Transfira o valor para a conta indicada e envie este formulário com o comprovante. ' +
          'Os depósitos são creditados após análise, em geral em até 30 minutos.',
        withdrawTips: 'Os saques são analisados em até 24 horas; o valor fica retido até lá.',
      },
      zh: {
        description:
          '请将金额转入所示账户，然后提交此表单并附上转账凭证。入金经审核后到账，通常在 30 分钟内。',
        withdrawTips: '出金将在 24 小时内审核，期间该金额将被冻结。',
      },
    },
    needReceipt: true,
    needDetail: true,
    needAuth: true,
    needAuthUsdt: false,
    bankNames: banks,
  });
  // Institutional codes customer service hands out (documented with the demo accounts).
  await db.insert(depositAuthCodes).values([
    { tenantId, code: `FUND-${tenantId.toUpperCase()}`, scope: 'ANY' },
    { tenantId, code: `USDT-${tenantId.toUpperCase()}`, scope: 'USDT' },
  ]);
}
