import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractNoteItem } from '@trading/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDownload } from '../../shared/documents/open-download';
import { ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { DocumentsScreen } from './documents-screen';

vi.mock('../../shared/documents/open-download', () => ({ openDownload: vi.fn() }));

const note: ContractNoteItem = {
  source: 'ORDER',
  id: 42,
  documentNumber: 'CN-NGN-O000042',
  kind: 'LIMIT',
  side: 'BUY',
  title: 'Dangote Cement',
  symbol: 'DANGCEM',
  exchange: 'NSENG',
  quantity: 1200,
  price: '49.50',
  netAmount: '59459.40',
  currencyType: 'NGN',
  // 14:05:07 in Lagos (UTC+1).
  tradeTime: Date.UTC(2026, 10, 27, 13, 5, 7),
};
const fund: ContractNoteItem = {
  ...note,
  source: 'QUANT_ORDER',
  id: 3,
  documentNumber: 'CN-NGN-F000003',
  kind: 'FUND',
  title: 'Steady Income 30',
  symbol: null,
  exchange: null,
  quantity: null,
  price: null,
  netAmount: '5000.00',
};
const link = { url: '/api/documents/file/signed?exp=1&sig=s', expiresTime: 1 };

function open(language: 'en' | 'pt' = 'en', tenant: 'ngn' | 'brl' = 'ngn') {
  return renderScreen(<DocumentsScreen />, {
    path: '/documents',
    tenant,
    language,
    api: {
      contractNotes: () => ok({ records: [note, fund], pageNum: 1, pageSize: 10, total: 2 }),
      statements: () =>
        ok([
          { currency: tenant === 'brl' ? 'BRL' : 'NGN', month: '2026-11' },
          { currency: 'USD', month: '2026-10' },
        ]),
      contractNoteLink: () => ok(link),
      statementLink: () => ok(link),
    },
  });
}

describe('Documents', () => {
  beforeEach(() => vi.mocked(openDownload).mockClear());

  it('lists a contract note per fill and downloads its PDF on a signed link', async () => {
    const { server } = open();
    const card = within((await screen.findByText('Buy · Dangote Cement')).closest('article')!);
    expect(card.getByText('Limit order · CN-NGN-O000042')).toBeTruthy();
    expect(card.getByText('₦59,459.40')).toBeTruthy();
    expect(card.getByText('2026-11-27 14:05:07 (Africa/Lagos)')).toBeTruthy();
    // A fund order names its fund and no shares.
    const fundCard = within(screen.getByText('Buy · Steady Income 30').closest('article')!);
    expect(fundCard.queryByText('Quantity')).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'CN-NGN-O000042 as PDF' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith(link.url));
    expect(server.inputs('contractNoteLink')).toEqual([{ source: 'ORDER', id: 42, format: 'pdf' }]);
  });

  it('lists each book month as a statement, in the reader language, and downloads its CSV', async () => {
    const { server } = open('pt', 'brl');
    fireEvent.click(await screen.findByRole('tab', { name: 'Extratos' }));
    const title = 'Extrato em BRL · novembro de 2026';
    const card = within((await screen.findByText(title)).closest('article')!);
    expect(screen.getByText('Extrato em USD · outubro de 2026')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: `${title} em CSV` }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith(link.url));
    expect(server.inputs('statementLink')).toEqual([
      { currency: 'BRL', month: '2026-11', format: 'csv' },
    ]);
  });
});
