import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { depositInfo } from '../../shared/testing/finance-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
import { DepositListScreen } from './deposit-list-screen';

describe('DepositListScreen', () => {
  it('checks the authorization code before the corporate account', async () => {
    const { server } = renderScreen(<DepositListScreen />, {
      path: '/depositList',
      api: {
        depositMethod: () => ok(depositInfo),
        checkAuthCode: (call) => ok(call.query.get('authCode') === 'FUND-NGN'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Corporate account' }));
    expect(screen.queryByRole('button', { name: 'Personal account' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the authorization code')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Authorization code' }), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Authorization code incorrect')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Authorization code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Authorization code' }), 'FUND-NGN');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty(
      'textContent',
      '/depositMethod?type=corporate',
    );
    expect(server.sent('checkAuthCode').at(-1)!.query.get('usdt')).toBe('false');
  });

  it('goes straight to USDT when USDT needs no code', async () => {
    const { server } = renderScreen(<DepositListScreen />, {
      path: '/depositList',
      api: { depositMethod: () => ok(depositInfo) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'USDT' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/depositUSDT');
    await waitFor(() => expect(server.sent('checkAuthCode')).toHaveLength(0));
  });
});
