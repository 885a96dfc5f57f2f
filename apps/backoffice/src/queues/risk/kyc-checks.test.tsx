import type { KycRiskSignals } from '@trading/contract';
import { TenantTokens } from '@trading/contract/tenant';
import { UiThemeProvider } from '@trading/ui-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/console-language';
import usdTokens from '../../../../../tenants/usd/tokens.json';
import { KycChecks } from './kyc-checks';

const tokens = TenantTokens.parse(usdTokens);

const none: KycRiskSignals = {
  sameIdNumber: [],
  sameTaxIdNumber: [],
  sameBankAccount: [],
  earlierNames: [],
  previousRejections: [],
};

function renderChecks(signals: KycRiskSignals) {
  render(
    <IntlProvider locale="en" messages={CATALOGUES.en}>
      <UiThemeProvider tokens={tokens} globalStyle={false}>
        <KycChecks signals={signals} />
      </UiThemeProvider>
    </IntlProvider>,
  );
}

describe('the KYC checks', () => {
  afterEach(cleanup);

  it('warns of another account with the same tax number', () => {
    renderChecks({
      ...none,
      sameTaxIdNumber: [{ userId: 7, username: 'ana', name: 'Ana Lima', kycStatus: 'PASSED' }],
    });
    expect(screen.getByText(/Same tax number as ana \(Ana Lima, /)).toBeTruthy();
    expect(screen.queryByText(/No other verified or pending account/)).toBeNull();
  });

  it('says no other account shares a number when none does', () => {
    renderChecks(none);
    expect(
      screen.getByText(
        'No other verified or pending account has this ID number, tax number or bank account',
      ),
    ).toBeTruthy();
  });
});
