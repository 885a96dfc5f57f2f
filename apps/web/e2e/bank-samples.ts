import type { TenantDefinition, TenantId } from '@trading/contract/tenant';
import type { Page } from 'playwright-core';
import { callApi } from './account-helpers';
import { stepUpWithApi } from './sign-in';

/**
 * Numbers in each tenant's real formats (the contract's field formats, checked by the forms
 * and the server): NUBANs of Access Bank, the first bank of the NGN list, with their CBN
 * check digit; an Indian account with IFSC; an Itaú account-digit with a CPF PIX key; a US
 * account with a checksummed ABA routing number. ID numbers fit each tenant's first ID type,
 * tax numbers its first tax number type (where it asks for one: kyc.taxId).
 */
export const BANK_SAMPLES: Record<
  TenantId,
  {
    /** The bank the sample account and its codes belong to (codes are checked per bank). */
    bank: string;
    accountNumber: string;
    otherAccountNumber: string;
    bankCode?: string;
    extraCode?: string;
    idNumber: string;
    taxIdNumber?: string;
    cardNo?: string;
  }
> = {
  ngn: {
    bank: 'Access Bank',
    accountNumber: '0123456784',
    otherAccountNumber: '1029384753',
    idNumber: '12345678901',
    cardNo: '0123456784',
  },
  inr: {
    bank: 'HDFC Bank',
    accountNumber: '50100123456789',
    otherAccountNumber: '10293847561',
    extraCode: 'HDFC0001234',
    idNumber: '234123412346',
    taxIdNumber: 'ABCPE1234F',
  },
  brl: {
    bank: 'Itaú Unibanco',
    accountNumber: '12345-6',
    otherAccountNumber: '54321-0',
    bankCode: '341',
    extraCode: '52998224725',
    idNumber: '12345678909',
    // The RIC is numbered by its holder's CPF.
    taxIdNumber: '12345678909',
  },
  usd: {
    bank: 'JPMorgan Chase',
    accountNumber: '000123456789',
    otherAccountNumber: '000987654321',
    bankCode: '021000021',
    idNumber: 'D1234567',
    taxIdNumber: '401-23-4567',
  },
};

/** The bank code field's label: the tenant's own (USD: routing number) or the app's. */
export function bankCodeLabel(definition: TenantDefinition): string {
  return definition.bankFields.bankCode?.label ?? 'Bank code';
}

/** Fills the /withdraw bank form with the tenant's sample account and a withdrawal password (the demo's by default). */
export async function fillBankWithdrawal(
  page: Page,
  definition: TenantDefinition,
  opPassword = '123456',
): Promise<void> {
  const sample = BANK_SAMPLES[definition.id]!;
  // Nothing is typed about the destination: the saved account is chosen, listed masked.
  await page.getByRole('radio', { name: maskedNumber(sample.accountNumber) }).check();
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await page.getByLabel('Withdrawal password').fill(opPassword);
}

/**
 * Adds the tenant's sample bank account in `holder`'s name from the /userBank screen, up to its
 * Submit: saving where money may go asks for a fresh step-up where the investor has a factor.
 */
export async function addBankAccountInApp(
  page: Page,
  definition: TenantDefinition,
  holder: string,
): Promise<void> {
  const sample = BANK_SAMPLES[definition.id]!;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Bank Account' }).click();
  await page.getByLabel('Account name').fill(holder);
  await page.getByRole('button', { name: 'Bank Please choose' }).click();
  await page.getByRole('radio', { name: sample.bank }).click();
  await page.getByLabel('Account number').fill(sample.accountNumber);
  if (definition.bankFields.bankCode)
    await page.getByLabel(bankCodeLabel(definition)).fill(sample.bankCode!);
  if (definition.bankFields.extraCode)
    await page.getByLabel(definition.bankFields.extraCode.label).fill(sample.extraCode!);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** How a list shows a saved number: its last 4 characters after the mask. */
export function maskedNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/** The TRC20 address the browser tests withdraw to (its base58check holds). */
export const SAMPLE_USDT_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/**
 * Saves the tenant's sample bank account in `holder`'s name (the user's KYC name) and the sample
 * USDT address as the user's withdrawal destinations, then ends their cooling-off through the
 * server's browser-test seam (TEST_DESTINATION_SEAM): money leaves only to saved destinations,
 * and a fresh investor's would otherwise wait the tenant's hours.
 */
export async function saveUsableDestinations(
  page: Page,
  definition: TenantDefinition,
  user: { token: string; username: string; secret: string | null },
  holder: string,
): Promise<void> {
  const sample = BANK_SAMPLES[definition.id]!;
  // Saving a destination needs a fresh step-up where the investor has a second factor.
  if (user.secret) await stepUpWithApi(page, user.token, user.secret);
  await callApi(page, 'POST', '/userBank/add', {
    token: user.token,
    body: {
      accountName: holder,
      bank: sample.bank,
      accountNumber: sample.accountNumber,
      ...(definition.bankFields.bankCode ? { bankCode: sample.bankCode } : {}),
      ...(definition.bankFields.extraCode ? { extraCode: sample.extraCode } : {}),
    },
  });
  await callApi(page, 'POST', '/userBank/add', {
    token: user.token,
    body: { usdt: true, accountName: holder, accountNumber: SAMPLE_USDT_ADDRESS },
  });
  const usable = await page.evaluate(
    async (body) =>
      (
        await fetch('/__test/destinations-usable', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json() as Promise<{ usable: number }>,
    { tenant: definition.id, username: user.username },
  );
  if (usable.usable !== 2) throw new Error(`expected 2 usable destinations, got ${usable.usable}`);
}
