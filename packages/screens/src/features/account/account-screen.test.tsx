import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { accountEntries } from './account-entries';
import { AccountScreen } from './account-screen';
import { isIosDevice } from './is-ios-device';
import type { ResponseInputOf } from '@trading/contract';

const profile: ResponseInputOf<'userProfile'> = {
  customerService: 'https://help.test/chat',
  name: null as string | null,
  username: 'ngozi',
  account: '100001',
  totalAssets: '1234567.891',
  balance: '1000',
  balanceUSD: '25.5',
  advancePayment: '0',
  advancePaymentUSD: '0',
  pendingWithdrawal: '0',
  pendingWithdrawalUSD: '0',
  totalBalance: '1000',
  totalBalanceUSD: '25.5',
  totalValue: '0',
  totalValueUSD: '0',
  totalPNL: '-3.2',
  totalPNLUSD: '0',
  locked: '0',
  lockedUSD: '0',
  usdShown: true as boolean,
  usdRate: '1500' as string | null,
};

const api = (
  overrides: Partial<ResponseInputOf<'userProfile'>> = {},
  kyc: ResponseInputOf<'kyc'> = null,
) => ({
  userProfile: () => ok({ ...profile, ...overrides }),
  kyc: () => ok(kyc),
  logout: () => ok(null),
  notificationsUnread: () => ok({ count: 2 }),
});

describe('accountEntries', () => {
  it('hides the landing page without a URL and change language when the tenant says so', () => {
    const titles = (landing: string | null, language: boolean) =>
      accountEntries({
        kyc: null,
        landingPageUrl: landing,
        showChangeLanguage: language,
        unreadNotifications: 0,
      }).map((e) => e.title);
    expect(titles(null, false)).not.toContain('account.landingPage');
    expect(titles(null, false)).not.toContain('route.changeLanguage');
    expect(titles('https://x.test', true)).toContain('account.landingPage');
    expect(titles('https://x.test', true)).toContain('route.changeLanguage');
  });
});

describe('AccountScreen security rows', () => {
  it('links the Devices and Notifications screens, with the unread count on the latter', async () => {
    renderScreen(<AccountScreen />, { path: '/account', tenant: 'ngn', api: api() });
    expect(await screen.findByRole('button', { name: 'Devices' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications 2' })).toBeTruthy();
  });
});

describe('AccountHeader', () => {
  it('lets "Customer service" wrap so the name and account number keep their lines', async () => {
    renderScreen(<AccountScreen />, {
      path: '/account',
      tenant: 'ngn',
      language: 'pt',
      api: api(),
    });
    // On a phone the one-line link left "Conta:" and the number on two lines beside it.
    const service = getComputedStyle(await screen.findByRole('button', { name: 'Atendimento' }));
    expect(service.width).toBe('min-content');
    expect(service.textAlign).toBe('center');
  });
});

describe('AccountHeader without a verified name', () => {
  it('names the investor by username, not by the account number shown below it', async () => {
    renderScreen(<AccountScreen />, { path: '/account', tenant: 'ngn', api: api() });
    expect(await screen.findByRole('heading', { name: 'ngozi' })).toBeTruthy();
    expect(screen.getAllByText(/100001/)).toHaveLength(1);
  });
});

describe('AssetSummary', () => {
  it('keeps each row of figures on one line when a label wraps', async () => {
    renderScreen(<AccountScreen />, {
      path: '/account',
      tenant: 'ngn',
      language: 'pt',
      api: api(),
    });
    // "Pagamento antecipado (USD)" takes two lines; its neighbour's figure used to sit higher.
    const label = await screen.findByText('Pagamento antecipado (USD)');
    expect(getComputedStyle(label.parentElement!).justifyContent).toBe('space-between');
    expect(getComputedStyle(label.parentElement!).display).toBe('flex');
  });
});

describe('isIosDevice', () => {
  it('recognises iPhones and touch iPads, not Android', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false);
  });
});

describe('AccountScreen', () => {
  it('shows the totals, masks them, and the USD variants on US-market tenants', async () => {
    renderScreen(<AccountScreen />, { path: '/account', tenant: 'ngn', api: api() });
    expect(await screen.findByText('₦1,234,567.89')).toBeTruthy();
    expect(screen.getByText('Unverified')).toBeTruthy();
    expect(screen.getByText('Username: ngozi')).toBeTruthy();
    expect(screen.getByText('Available (USD)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exchange' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText('-₦3.20')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide amount' }));
    expect(screen.queryByText('₦1,234,567.89')).toBeNull();
    expect(screen.getAllByText('******').length).toBeGreaterThan(3);
  });

  it('breaks the total down into what it counts, dollars at the rate used', async () => {
    renderScreen(<AccountScreen />, {
      path: '/account',
      tenant: 'ngn',
      api: api({
        totalAssets: '40000',
        balance: '1000',
        advancePayment: '2000',
        totalValue: '3000',
        locked: '4000',
        balanceUSD: '10',
        lockedUSD: '10',
      }),
    });
    const summary = await screen.findByRole('region', { name: 'Total assets' });
    await within(summary).findByText('₦40,000.00');
    for (const [label, amount] of [
      ['Available', '₦1,000.00'],
      ['Advance payment', '₦2,000.00'],
      ['Market value', '₦3,000.00'],
      ['Locked in funds', '₦4,000.00'],
      ['Locked in funds (USD)', '$10.00'],
    ] as const) {
      expect(within(summary).getByText(label).nextElementSibling?.textContent).toBe(amount);
    }
    expect(within(summary).getByText('Dollars counted at ₦1,500.00 per $1')).toBeTruthy();
  });

  it('signs every dollar one way in pt (issue 48: "$ 0,00" beside "US$ 1")', async () => {
    renderScreen(<AccountScreen />, {
      path: '/account',
      tenant: 'brl',
      language: 'pt',
      api: api({ totalAssets: '40000', balanceUSD: '0', lockedUSD: '10', usdRate: '5.5' }),
    });
    // The matcher sees no-break spaces as spaces; the amounts' own text keeps them.
    await screen.findByText('Dólares contados a R$ 5,50 por US$ 1');
    const dollars = screen.getAllByText(/^-?(US|R)?\$\s\d/u).map((node) => node.textContent);
    expect(dollars).toContain('US$\u00a010,00');
    for (const text of dollars) expect(text).toMatch(/^-?(US|R)\$\u00a0\d/u);
  });

  it('has no Exchange, USD figures or change language where the tenant hides them', async () => {
    renderScreen(<AccountScreen />, {
      path: '/account',
      tenant: 'inr',
      api: api({ usdShown: false, usdRate: '83.5' }),
    });
    expect(await screen.findByText('₹12,34,567.89')).toBeTruthy();
    expect(screen.queryByText(/Dollars counted at/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exchange' })).toBeNull();
    expect(screen.queryByText('Available (USD)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull();
  });

  it('turns Deposit and Withdrawal off offline and says why, and back on when the network returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderScreen(<AccountScreen />, { path: '/account', api: api() });
      const withdraw = await screen.findByRole('button', { name: 'Withdrawal' });
      expect(withdraw).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Deposit' })).toHaveProperty('disabled', true);
      expect(screen.getByText('You are offline: this needs a connection.')).toBeTruthy();
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(withdraw).toHaveProperty('disabled', false);
    } finally {
      onLine.mockRestore();
    }
  });

  it('sends withdrawal to KYC when the user has no verified name', async () => {
    renderScreen(<AccountScreen />, { path: '/account', api: api() });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdrawal' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/openKyc');
  });

  it('labels a passed KYC Verified and opens the KYC form from Real name', async () => {
    renderScreen(<AccountScreen />, {
      path: '/account',
      api: api(
        { name: 'Ada Obi' },
        {
          name: 'Ada Obi',
          idType: 'NIN',
          idNumber: '1',
          taxIdType: null,
          taxIdNumber: null,
          bank: 'Zenith Bank',
          cardNo: '1',
          photo: [],
          status: 'PASSED',
          rejection: null,
        },
      ),
    });
    expect(await screen.findByText('Verified')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Real name' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/kyc');
  });

  it('logs out: clears the token, says so and goes to /login', async () => {
    const { store, server } = renderScreen(<AccountScreen />, { path: '/account', api: api() });
    const list = await screen.findByRole('button', { name: 'Logout' });
    await userEvent.click(list);
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/login');
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(server.sent('logout')).toHaveLength(1);
    expect(screen.getByText('Logout success!')).toBeTruthy();
  });

  it('lists every account page in Portuguese', async () => {
    renderScreen(<AccountScreen />, {
      path: '/account',
      tenant: 'brl',
      language: 'pt',
      api: api(),
    });
    const logout = await screen.findByRole('button', { name: 'Sair' });
    expect(
      within(logout.parentElement!.parentElement!).getAllByRole('button').length,
    ).toBeGreaterThan(10);
  });
});
