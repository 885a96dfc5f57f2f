import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { withdrawInfo } from '../../shared/testing/finance-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
import { UserBankScreen } from './user-bank-screen';

describe('UserBankScreen', () => {
  it('adds a BRL bank account with bank code and PIX', async () => {
    const { server } = renderScreen(<UserBankScreen />, {
      path: '/userBank',
      tenant: 'brl',
      api: {
        userBanks: () => ok([]),
        bankList: () => ok(['Nubank']),
        userBankAdd: () => ok(withdrawInfo.userBanks[0]!),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bank Account' }));
    // The choice sheet animates out; its "Bank Account" button would also match /^Bank / below.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bank Account' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please enter the PIX')).not.toHaveLength(0);
    expect(screen.getByText('Please enter the bank code')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Account name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: /^Bank / }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Nubank' }));
    await userEvent.type(screen.getByLabelText('Account number'), '99887-7');
    await userEvent.type(screen.getByLabelText('Bank code'), '2600');
    await userEvent.type(screen.getByLabelText('PIX'), 'ana@pix');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Each field says what its real format is; nothing is sent.
    expect(await screen.findAllByText('Must be the 3-digit bank code')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Must be a PIX key: CPF, CNPJ, e-mail, phone (+55…) or random key'),
    ).not.toHaveLength(0);
    expect(server.sent('userBankAdd')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Bank code'));
    await userEvent.type(screen.getByLabelText('Bank code'), '260');
    await userEvent.clear(screen.getByLabelText('PIX'));
    await userEvent.type(screen.getByLabelText('PIX'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('userBankAdd')).toHaveLength(1));
    expect(server.sent('userBankAdd')[0]!.body).toEqual({
      usdt: false,
      accountName: 'Ana',
      bank: 'Nubank',
      accountNumber: '99887-7',
      bankCode: '260',
      extraCode: 'ana@example.com',
    });
  });

  it('adds a USDT address with name and address', async () => {
    const { server } = renderScreen(<UserBankScreen />, {
      path: '/userBank',
      api: { userBanks: () => ok([]), userBankAdd: () => ok(withdrawInfo.userBanks[0]!) },
    });
    expect(await screen.findByText('No data')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(await screen.findByRole('button', { name: 'USDT Address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please enter the USDT address')).not.toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Name'), 'Main wallet');
    await userEvent.type(
      screen.getByLabelText('USDT address'),
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('userBankAdd')).toHaveLength(1));
    expect(server.sent('userBankAdd')[0]!.body).toEqual({
      usdt: true,
      accountName: 'Main wallet',
      accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
  });

  it('edits and deletes through the action sheet, confirming the deletion', async () => {
    const { server } = renderScreen(<UserBankScreen />, {
      path: '/userBank',
      api: {
        userBanks: () => ok(withdrawInfo.userBanks),
        bankList: () => ok(['Zenith Bank']),
        userBankUpdate: () => ok(withdrawInfo.userBanks[0]!),
        userBankDelete: () => ok(null),
      },
    });
    // Listed as the server answers it: masked.
    const row = await screen.findByRole('button', { name: /Zenith Bank/ });
    expect(row.textContent).toContain('Ada Obi · •••• 3346');
    await userEvent.click(row);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = await screen.findByLabelText<HTMLInputElement>('Account name');
    expect(name.value).toBe('Ada Obi');
    // The mask is not a number to send back: it is typed again.
    const number = screen.getByLabelText<HTMLInputElement>('Account number');
    expect(number.value).toBe('');
    await userEvent.type(name, ' Jr');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(server.sent('userBankUpdate')).toHaveLength(0);
    await userEvent.type(number, '0011223346');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('userBankUpdate')).toHaveLength(1));
    expect(server.sent('userBankUpdate')[0]!.body).toMatchObject({
      id: 7,
      accountName: 'Ada Obi Jr',
      accountNumber: '0011223346',
    });

    await userEvent.click(await screen.findByRole('button', { name: /Zenith Bank/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Confirm deletion')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.sent('userBankDelete')).toHaveLength(1));
    expect(server.sent('userBankDelete')[0]!.query.get('bankId')).toBe('7');
    expect(await screen.findByText('Delete Success')).toBeTruthy();
  });

  it('asks for a PIX key again on edit: the list carries it masked, not a key to send back', async () => {
    const pix = {
      ...withdrawInfo.userBanks[0]!,
      accountName: 'Ana',
      bank: 'Nubank',
      accountNumber: '•••• 45-6',
      bankCode: '260',
      extraCode: 'a••••@example.com',
    };
    renderScreen(<UserBankScreen />, {
      path: '/userBank',
      tenant: 'brl',
      api: { userBanks: () => ok([pix]), bankList: () => ok(['Nubank']) },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Nubank/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = await screen.findByLabelText<HTMLInputElement>('Account name');
    expect(name.value).toBe('Ana');
    expect(screen.getByLabelText<HTMLInputElement>('Bank code').value).toBe('260');
    expect(screen.getByLabelText<HTMLInputElement>('PIX').value).toBe('');
  });
});
