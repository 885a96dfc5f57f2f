import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Money, Rate } from '@trading/contract';
import { TenantLabel } from '@trading/contract/tenant';
import { z } from 'zod';

/**
 * A house deposit account in the formats a user's own must have (the contract's field
 * formats): a NUBAN with its CBN check digit, an IFSC, a Brazilian agency and PIX key, a
 * checksummed ABA routing number.
 */
const DemoAccount = z.strictObject({
  cardNo: z.string().min(1),
  /** A branch's name is words as well as numbers: labelled in every language like tenant data. */
  branch: TenantLabel.optional(),
  bankCode: z.string().min(1).optional(),
  extraCode: z.string().min(1).optional(),
});

export type DemoAccount = z.infer<typeof DemoAccount>;

/**
 * A tenant's demo money: what its seeded deployment starts with, in its own currency and
 * formats. Operators change all of it later; the seed only needs a believable start.
 */
const DemoMoney = z.strictObject({
  /** The demo investor's opening cash in the tenant's currency. */
  openingFunds: Money,
  /** The demo investor's opening dollars, where the tenant also trades US stocks. */
  usdOpeningFunds: Money.optional(),
  /** The house rate against USD and the exchange fee; a tenant without one starts at par. */
  exchangeRate: z.strictObject({ usdTo: Rate, feeRate: Rate }).optional(),
  depositLimits: z.strictObject({ minDeposit: Money, maxDeposit: Money, minWithdraw: Money }),
  /** The banks the forms offer; the house's deposit accounts are at the first two. */
  bankNames: z.array(z.string().min(1)).min(2),
  depositAccounts: z.strictObject({ corporate: DemoAccount, personal: DemoAccount }),
  /** A valid number of the tenant's first ID type, for the already verified demo investor. */
  sampleIdNumber: z.string().min(1),
  /** A valid number of the tenant's first tax number type, where it asks for one (kyc.taxId). */
  sampleTaxIdNumber: z.string().min(1).optional(),
});
export type DemoMoney = z.infer<typeof DemoMoney>;

/** A tenant's demo/money.json, validated: every seeded tenant needs one. */
export function demoMoneyOf(tenantRoot: string): DemoMoney {
  const file = join(tenantRoot, 'demo', 'money.json');
  const parsed = DemoMoney.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
