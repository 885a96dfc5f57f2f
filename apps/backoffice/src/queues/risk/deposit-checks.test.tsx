import type { CompanyAccount, DepositRiskSignals } from '@trading/contract';
import { TenantTokens } from '@trading/contract/tenant';
import { UiThemeProvider } from '@trading/ui-kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/console-language';
import ngnTokens from '../../../../../tenants/ngn/tokens.json';
import { DepositChecks } from './deposit-checks';

const tokens = TenantTokens.parse(ngnTokens);

const access: CompanyAccount = {
  id: 'corporate-1',
  kind: 'corporate',
  bank: 'Access Bank',
  accountName: 'Naira Markets Ltd',
  account: '1029384753',
};
const zenith: CompanyAccount = {
  id: 'personal-2',
  kind: 'personal',
  bank: 'Zenith Bank',
  accountName: 'Ada Obi',
  account: '2233441234',
};

const signals = (paid: Partial<DepositRiskSignals>): DepositRiskSignals => ({
  kycStatus: 'PASSED',
  kycName: 'Ada Obi',
  payerMatchesKyc: true,
  paidInto: null,
  paidIntoCurrent: null,
  companyAccounts: [access, zenith],
  receiptUsedBefore: [],
  ...paid,
});

function paidIntoCheck(of: DepositRiskSignals, language: 'en' | 'pt' = 'en') {
  render(
    <IntlProvider locale={language} messages={CATALOGUES[language]}>
      <UiThemeProvider tokens={tokens} globalStyle={false}>
        <DepositChecks signals={of} />
      </UiThemeProvider>
    </IntlProvider>,
  );
  const item = within(screen.getByRole('region', { name: 'checks' }))
    .getAllByRole('listitem')
    .find((li) => li.dataset.check === 'paidInto')!;
  return { text: item.textContent, warned: item.getAttribute('data-warn') === 'true' };
}

describe('DepositChecks: the company account paid into', () => {
  afterEach(cleanup);

  it('names the account the deposit was paid into, by bank and last digits', () => {
    expect(paidIntoCheck(signals({ paidInto: access, paidIntoCurrent: true }))).toEqual({
      text: 'Paid into Access Bank •••• 4753',
      warned: false,
    });
  });

  it('flags an account the tenant no longer offers', () => {
    expect(paidIntoCheck(signals({ paidInto: access, paidIntoCurrent: false }))).toEqual({
      text: 'Paid into Access Bank •••• 4753: no longer a company account',
      warned: true,
    });
  });

  it('flags a deposit that names no account, listing those offered', () => {
    expect(paidIntoCheck(signals({}))).toEqual({
      text: 'The deposit does not say which company account was paid into: Access Bank •••• 4753 or Zenith Bank •••• 1234',
      warned: true,
    });
  });

  it('says it in the console’s language', () => {
    expect(paidIntoCheck(signals({ paidInto: zenith, paidIntoCurrent: true }), 'pt').text).toBe(
      'Pago na conta Zenith Bank •••• 1234',
    );
  });
});
