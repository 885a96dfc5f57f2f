import { REJECTION_REASONS } from '@trading/contract';
import type { PendingMoneyRequest } from '@trading/contract';
import { TenantTokens } from '@trading/contract/tenant';
import { UiThemeProvider } from '@trading/ui-kit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/console-language';
import { TenantContext } from '../tenant/tenant-context';
import ngnTokens from '../../../../tenants/ngn/tokens.json';
import { MoneyQueue } from './money-queue';

const tokens = TenantTokens.parse(ngnTokens);
/** The naira tenant's console: its sign must never be lent to a dollar amount. */
const ngn = {
  id: 'ngn',
  title: 'NGN',
  defaultLanguage: 'en' as const,
  languages: ['en' as const],
  tokens,
};

const request = (id: number, usdt: boolean, currency: string, amount: string) =>
  ({
    id,
    userId: id,
    username: `investor${id}`,
    usdt,
    currency,
    amount,
    accountName: 'Ada Obi',
    bank: usdt ? null : 'Zenith Bank',
    accountNumber: usdt ? null : '0011223346',
    createdAt: Date.now(),
    version: '1',
    claim: null,
  }) satisfies PendingMoneyRequest;

function renderQueue(rows: PendingMoneyRequest[]) {
  const never = () => new Promise<never>(() => undefined) as never;
  render(
    <IntlProvider locale="en" messages={CATALOGUES.en}>
      <UiThemeProvider tokens={tokens} globalStyle={false}>
        <TenantContext.Provider value={ngn}>
          <MoneyQueue
            rows={rows}
            myId={99}
            checks={() => null}
            claim={async () => ({})}
            facts={() => []}
            more={() => null}
            approve={never}
            reasons={REJECTION_REASONS.deposits}
            reject={never}
          />
        </TenantContext.Provider>
      </UiThemeProvider>
    </IntlProvider>,
  );
}

describe('the money queues on the NGN console', () => {
  afterEach(cleanup);

  it('shows a USDT transfer in dollars, with its rail, and a bank one in naira', () => {
    renderQueue([request(1, true, 'USD', '200.00'), request(2, false, 'NGN', '48360.48')]);
    expect(screen.getByRole('button', { name: /investor1/ }).textContent).toContain(
      'investor1 · $200.00 · USDT',
    );
    expect(screen.getByRole('button', { name: /investor2/ }).textContent).toContain(
      'investor2 · ₦48,360.48',
    );
    fireEvent.click(screen.getByRole('button', { name: /investor1/ }));
    const details = screen.getByRole('region', { name: 'details' });
    expect(details.textContent).toContain('Amount$200.00');
    expect(details.textContent).toContain('Paid byUSDT (TRC20)');
    expect(details.textContent).not.toContain('₦');
  });
});
