import type { TenantDefinition, TenantId } from '@trading/contract/tenant';

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
    idNumber: '12345678901',
  },
};

/** The bank code field's label: the tenant's own (USD: routing number) or the app's. */
export function bankCodeLabel(definition: TenantDefinition): string {
  return definition.bankFields.bankCode?.label ?? 'Bank code';
}
