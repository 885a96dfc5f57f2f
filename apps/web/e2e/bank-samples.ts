import type { TenantDefinition, TenantId } from '@trading/contract/tenant';
import type { Page } from 'playwright-core';

/**
 * Numbers in each tenant's real formats (the contract's field formats, checked by the forms
 * and the server): NUBANs of Access Bank, the first bank of the NGN list, with their CBN
 * check digit; an Indian account with IFSC; an Itaú account-digit with a CPF PIX key; a US
 * account with a checksummed ABA routing number. ID numbers fit each tenant's first ID type.
 */
export const BANK_SAMPLES: Record<
  TenantId,
  {
    accountNumber: string;
    otherAccountNumber: string;
    bankCode?: string;
    extraCode?: string;
    idNumber: string;
    cardNo?: string;
  }
> = {
  ngn: {
    accountNumber: '0123456784',
    otherAccountNumber: '1029384753',
    idNumber: '12345678901',
    cardNo: '0123456784',
  },
  inr: {
    accountNumber: '50100123456789',
    otherAccountNumber: '10293847561',
    extraCode: 'HDFC0001234',
    idNumber: '234123412346',
  },
  brl: {
    accountNumber: '12345-6',
    otherAccountNumber: '54321-0',
    bankCode: '341',
    extraCode: '52998224725',
    idNumber: '12345678909',
  },
  usd: {
    accountNumber: '000123456789',
    otherAccountNumber: '000987654321',
    bankCode: '021000021',
    idNumber: '401-23-4567',
  },
};

/** The bank code field's label: the tenant's own (USD: routing number) or the app's. */
export function bankCodeLabel(definition: TenantDefinition): string {
  return definition.bankFields.bankCode?.label ?? 'Bank code';
}

/** Fills the /withdraw bank form with the tenant's sample account and the demo password 123456. */
export async function fillBankWithdrawal(
  page: Page,
  definition: TenantDefinition,
  accountName: string,
): Promise<void> {
  const sample = BANK_SAMPLES[definition.id]!;
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await page.getByLabel('Account name', { exact: true }).fill(accountName);
  await page.getByRole('button', { name: /^Bank / }).click();
  await page.getByRole('radio').first().click();
  await page.getByLabel('Account number', { exact: true }).fill(sample.accountNumber);
  if (definition.bankFields.bankCode)
    await page.getByLabel(bankCodeLabel(definition)).fill(sample.bankCode!);
  if (definition.bankFields.extraCode)
    await page.getByLabel(definition.bankFields.extraCode.label).fill(sample.extraCode!);
  await page.getByLabel('Withdrawal password').fill('123456');
}
