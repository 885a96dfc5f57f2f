import { screen, waitFor } from '@testing-library/react';
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
              stockId: null,
              createdTime: 1_717_200_000_000,
              read: false,
            },
            {
              id: 7,
              kind: 'NEW_DEVICE_SIGN_IN',
              detail: 'Safari 17 on iOS · BR',
              stockId: null,
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
});
