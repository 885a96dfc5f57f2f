import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecurityNotification } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { NotificationsScreen } from './notifications-screen';

describe('NotificationsScreen', () => {
  it('words each event with what it names, and marks them read once shown', async () => {
    const { server } = renderScreen(<NotificationsScreen />, {
      path: '/notifications',
      tenant: 'brl',
      api: {
        notifications: () =>
          ok([
            {
              id: 8,
              kind: 'PASSWORD_CHANGED',
              detail: '',
              money: null,
              order: null,
              stockId: null,
              rejection: null,
              createdTime: 1_717_200_000_000,
              read: false,
            },
            {
              id: 7,
              kind: 'NEW_DEVICE_SIGN_IN',
              detail: 'Safari 17 on iOS · BR',
              money: null,
              order: null,
              stockId: null,
              rejection: null,
              createdTime: 1_717_100_000_000,
              read: true,
            },
          ]),
        notificationsRead: () => ok(null),
      },
    });
    expect(await screen.findByText('Your login password was changed')).toBeTruthy();
    expect(screen.getByText('New sign-in on a new device')).toBeTruthy();
    expect(screen.getByText(/Safari 17 on iOS · BR/)).toBeTruthy();
    await waitFor(() => expect(server.sent('notificationsRead')).toHaveLength(1));
  });

  it("writes a money notice's amount the reader's way, the USDT rail beside it", async () => {
    renderScreen(<NotificationsScreen />, {
      path: '/notifications',
      tenant: 'brl',
      language: 'pt',
      api: {
        notifications: () =>
          ok([
            {
              id: 3,
              kind: 'DEPOSIT_APPROVED',
              detail: '',
              money: { amount: '1500.00', currency: 'USD', usdt: true },
              order: null,
              stockId: null,
              rejection: null,
              createdTime: 1_717_200_000_000,
              read: true,
            },
          ]),
      },
    });
    expect(await screen.findByText('Depósito aprovado')).toBeTruthy();
    expect(screen.getByText(/1\.500,00 \(USDT\) · /)).toBeTruthy();
  });

  it('offers "This wasn\'t me" on a factor added in the last day, which sends the password', async () => {
    const notice = (id: number, kind: SecurityNotification['kind'], createdTime: number) => ({
      id,
      kind,
      detail: 'Chrome 131 (Windows)',
      money: null,
      order: null,
      stockId: null,
      rejection: null,
      createdTime,
      read: true,
    });
    const { server } = renderScreen(<NotificationsScreen />, {
      path: '/notifications',
      api: {
        notifications: () =>
          ok([
            notice(9, 'PASSKEY_ADDED', Date.now() - 3_600_000),
            notice(5, 'PASSKEY_ADDED', Date.now() - 30 * 3_600_000),
            notice(4, 'PASSWORD_CHANGED', Date.now() - 3_600_000),
          ]),
        notMe: () => ok(null),
      },
    });
    await screen.findAllByText('Passkey added');
    const offered = screen.getAllByRole('button', { name: "This wasn't me" });
    expect(offered).toHaveLength(1);
    await userEvent.click(offered[0]!);
    await userEvent.type(await screen.findByLabelText('Password'), 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.inputs('notMe')).toEqual([{ password: 'abc123' }]));
  });

  it.each([
    ['en', 'DANGCEM: bought 1,200 at ₦49.50', 'DANGCEM: your order to sell 30 expired unfilled'],
    [
      'pt',
      'DANGCEM: compra de 1.200 executada a ₦ 49,50',
      'DANGCEM: sua ordem de venda de 30 expirou sem execução',
    ],
  ] as const)(
    'says what an order notice did: side, size and fill price (%s)',
    async (language, filled, expired) => {
      const order = (side: 'BUY' | 'SELL', quantity: number, filledPrice: string | null) => ({
        side,
        quantity,
        filledPrice,
        currency: 'NGN' as const,
      });
      const notice = (
        id: number,
        kind: SecurityNotification['kind'],
        o: ReturnType<typeof order>,
      ) => ({
        id,
        kind,
        detail: 'DANGCEM',
        money: null,
        order: o,
        stockId: 1001,
        rejection: null,
        createdTime: 1_717_200_000_000,
        read: true,
      });
      renderScreen(<NotificationsScreen />, {
        path: '/notifications',
        language,
        api: {
          notifications: () =>
            ok([
              notice(2, 'ORDER_FILLED', order('BUY', 1200, '49.50000000')),
              notice(1, 'ORDER_EXPIRED', order('SELL', 30, null)),
            ]),
        },
      });
      expect(
        await screen.findByText(new RegExp(`^${filled.replace(/[.$]/g, '\\$&')} · `)),
      ).toBeTruthy();
      expect(screen.getByText(new RegExp(`^${expired} · `))).toBeTruthy();
    },
  );

  it("says a fill's contract note is ready, and opens the documents", async () => {
    const { location } = renderScreen(<NotificationsScreen />, {
      path: '/notifications',
      api: {
        notifications: () =>
          ok([
            {
              id: 3,
              kind: 'CONTRACT_NOTE_READY',
              detail: 'DANGCEM',
              money: null,
              order: { side: 'BUY', quantity: 1200, filledPrice: '49.50', currency: 'NGN' },
              stockId: 1001,
              rejection: null,
              createdTime: 1_717_200_000_000,
              read: true,
            },
          ]),
      },
      pages: { '/documents': <p>Documents page</p> },
    });
    await screen.findByText('Contract note ready');
    await userEvent.click(screen.getByText(/^DANGCEM: bought 1,200 at ₦49\.50 · /));
    await screen.findByText('Documents page');
    expect(location()).toBe('/documents');
  });
});
