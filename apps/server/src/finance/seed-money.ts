import type { CurrencyCode } from '@trading/contract';
import type { KycIdType } from '@trading/contract/tenant';
import type { Db } from '../db/database';
import { depositAuthCodes, financeSettings, fxRates, kycSubmissions } from '../db/schema';
import { setOpPasswordHash } from '../identity/user-repository';
import { HOUSE } from '../ledger/accounts';
import { credit } from '../ledger/movements';
import type { SeedContext } from '../seed/seed-context';

/** The demo investor's withdrawal password (documented with the demo login). */
export const DEMO_OP_PASSWORD = '123456';

/** House rates against USD and the exchange fee, per local currency (operators change them later). */
const FX: Partial<Record<CurrencyCode, { usdTo: string; feeRate: string }>> = {
  NGN: { usdTo: '1550', feeRate: '0.5' },
  INR: { usdTo: '87.5', feeRate: '0.5' },
  BRL: { usdTo: '5.45', feeRate: '0.5' },
};

const BANKS: Partial<Record<CurrencyCode, string[]>> = {
  NGN: [
    'Access Bank',
    'First Bank of Nigeria',
    'Guaranty Trust Bank',
    'United Bank for Africa',
    'Zenith Bank',
  ],
  INR: ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'],
  BRL: ['Banco do Brasil', 'Itaú Unibanco', 'Bradesco', 'Caixa Econômica Federal', 'Nubank'],
  USD: ['JPMorgan Chase', 'Bank of America', 'Wells Fargo', 'Citibank'],
};

/**
 * The house's deposit accounts per currency, in the formats a user's own must have
 * (field-formats in the contract): NUBANs with the CBN check digit of Access Bank (044) and
 * First Bank (011), Indian accounts with IFSC, Brazilian agency, account-digit and PIX keys,
 * US accounts with checksummed ABA routing numbers (Chase, Bank of America).
 */
type SeedAccount = { cardNo: string; branch?: string; bankCode?: string; extraCode?: string };
const DEPOSIT_ACCOUNTS: Partial<
  Record<CurrencyCode, { corporate: SeedAccount; personal: SeedAccount }>
> = {
  NGN: { corporate: { cardNo: '1029384753' }, personal: { cardNo: '5647382913' } },
  INR: {
    corporate: { cardNo: '10293847561', extraCode: 'SBIN0000001' },
    personal: { cardNo: '50100564738291', extraCode: 'HDFC0000001' },
  },
  BRL: {
    // Brazilian banks number their branches (agências).
    corporate: { cardNo: '10293-8', branch: '0001', bankCode: '001', extraCode: 'pix@example.com' },
    personal: { cardNo: '56473-8', bankCode: '341', extraCode: '+5511999990000' },
  },
  USD: {
    corporate: { cardNo: '102938475612', bankCode: '021000021' },
    personal: { cardNo: '564738291045', bankCode: '026009593' },
  },
};

const banksOf = (currency: CurrencyCode): string[] => BANKS[currency] ?? BANKS.USD!;

/** A valid sample number of each ID type for the seeded, already verified demo investors. */
const SAMPLE_ID_NUMBERS: Record<KycIdType, string> = {
  NIN: '70123456789',
  BVN: '22123456789',
  PVC: '90F5B04F9F295467845',
  DL: 'ABC12345AA12',
  // Verhoeff check digit 6.
  Aadhaar: '234123412346',
  // A CPF with its two check digits.
  RIC: '12345678909',
};

/** Demo money per currency, credited through real USER_DEPOSIT ledger transactions. */
const DEMO_FUNDS: Partial<Record<CurrencyCode, string>> = {
  NGN: '5000000.00',
  INR: '500000.00',
  BRL: '50000.00',
  USD: '50000.00',
};

/** A sample TRC20 address per tenant (the house's wallet in a real deployment). */
const USDT_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Seeds money settings per tenant and makes each demo investor verified, with a withdrawal password and funds. */
export async function seedMoney(ctx: SeedContext): Promise<void> {
  const opHash = await ctx.hasher.hash(DEMO_OP_PASSWORD);
  for (const [tenantId, userId] of ctx.demoUsers) {
    const definition = ctx.definitions.get(tenantId)!;
    const local = definition.currency.code;
    await seedTenantSettings(ctx.db, tenantId, local, definition.title);
    await ctx.db.insert(kycSubmissions).values({
      userId,
      tenantId,
      name: 'Demo Investor',
      idType: definition.kyc.idTypes[0]!.value,
      idNumber: SAMPLE_ID_NUMBERS[definition.kyc.idTypes[0]!.value],
      bank: definition.kyc.requireBankCard ? banksOf(local)[0]! : null,
      // A NUBAN of Access Bank (CBN code 044) with its check digit.
      cardNo: definition.kyc.requireBankCard ? '0123456784' : null,
      photoIds: [],
      status: 'PASSED',
      reviewedAt: new Date(),
      reviewNote: 'Seeded demo account',
    });
    await setOpPasswordHash(ctx.db, tenantId, userId, opHash);
    // Dollars to start with only where the tenant trades US stocks.
    const currencies: CurrencyCode[] =
      local === 'USD' || !definition.usMarketShow ? [local] : [local, 'USD'];
    for (const currency of currencies) {
      await credit(ctx.db, {
        tenantId,
        userId,
        currency,
        amount: DEMO_FUNDS[currency] ?? DEMO_FUNDS.USD!,
        scene: 'USER_DEPOSIT',
        description: 'Demo account opening balance',
        houseAccount: HOUSE.adjustments,
      });
    }
  }
}

async function seedTenantSettings(
  db: Db,
  tenantId: string,
  local: CurrencyCode,
  title: string,
): Promise<void> {
  // A currency the tables here do not know (a new tenant's) gets the USD samples and par.
  const fx = local === 'USD' ? undefined : (FX[local] ?? { usdTo: '1', feeRate: '0.5' });
  if (fx) await db.insert(fxRates).values({ tenantId, currency: local, ...fx });
  const { corporate, personal } = DEPOSIT_ACCOUNTS[local] ?? DEPOSIT_ACCOUNTS.USD!;
  await db.insert(financeSettings).values({
    tenantId,
    corporate: {
      bank: banksOf(local)[0]!,
      account: `${title} Ltd`,
      branch: 'Head office',
      bankCode: null,
      extraCode: null,
      ...corporate,
    },
    personal: {
      bank: banksOf(local)[1]!,
      account: 'Settlement Agent',
      branch: null,
      bankCode: null,
      extraCode: null,
      ...personal,
    },
    usdtAddress: USDT_ADDRESS,
    minDeposit: local === 'NGN' ? '1000' : local === 'INR' ? '100' : '10',
    maxDeposit: local === 'NGN' ? '50000000' : local === 'INR' ? '5000000' : '1000000',
    minWithdraw: local === 'NGN' ? '1000' : local === 'INR' ? '100' : '10',
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
    bankNames: banksOf(local),
  });
  // Institutional codes customer service hands out (documented with the demo accounts).
  await db.insert(depositAuthCodes).values([
    { tenantId, code: `FUND-${tenantId.toUpperCase()}`, scope: 'ANY' },
    { tenantId, code: `USDT-${tenantId.toUpperCase()}`, scope: 'USDT' },
  ]);
}
