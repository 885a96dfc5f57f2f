import { createHash } from 'node:crypto';
import type { CompanyAccount } from '@trading/contract';
import type { FinanceSettings } from './settings-repository';

type Kind = CompanyAccount['kind'];

/**
 * A company account's id: a digest of what makes it that account (rail, bank, number, holder),
 * so an account an admin replaces or edits gets a new id and the old one is known no more.
 */
export function companyAccountId(
  kind: Kind,
  bank: string | null,
  account: string,
  holder: string | null,
) {
  const digest = createHash('sha256')
    .update(JSON.stringify([kind, bank, account, holder]))
    .digest('hex');
  return `${kind}-${digest.slice(0, 16)}`;
}

/** The company accounts the tenant's deposit settings offer now on one rail. */
export function companyAccounts(settings: FinanceSettings, usdt: boolean): CompanyAccount[] {
  if (usdt) {
    const address = settings.usdtAddress;
    return address
      ? [
          {
            id: companyAccountId('usdt', null, address, null),
            kind: 'usdt',
            bank: null,
            accountName: null,
            account: address,
          },
        ]
      : [];
  }
  return (['corporate', 'personal'] as const).flatMap((kind) => {
    const info = settings[kind];
    return info
      ? [
          {
            id: companyAccountId(kind, info.bank, info.cardNo, info.account),
            kind,
            bank: info.bank,
            accountName: info.account,
            account: info.cardNo,
          },
        ]
      : [];
  });
}
