import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { useMoneyCall } from './use-money-call';

function Send({ request }: { request: () => Promise<{ data: string }> }) {
  const { send, dialog } = useMoneyCall();
  return (
    <>
      <button type="button" onClick={() => void send('deposit', { amount: 1 }, request)}>
        Send
      </button>
      {dialog}
    </>
  );
}

describe('a money request offline', () => {
  it('is not sent nor kept for later, and the user is told it needs a connection', async () => {
    const request = vi.fn(() => Promise.resolve({ data: 'ok' }));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderScreen(<Send request={request} />);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('You are offline: this needs a connection.')).toBeTruthy();
      expect(request).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(request).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });
});
