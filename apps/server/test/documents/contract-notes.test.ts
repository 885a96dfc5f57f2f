import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromUnits, priceUnits, timesInt, toUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { tradeFee } from '../../src/trading/fee-schedule';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, ok, servicesOf, type Investor } from '../money/money-api';
import { contractNotes, documentLink, download, pdfText } from './document-download';

const DANGCEM = 1001;
const AAPL = 4001;

describe.each(DB_KINDS)('contract notes on %s', (kind) => {
  let t: TestApp;
  let me: Investor;
  beforeAll(async () => {
    t = await startTestApp(kind);
    me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '1000000');
  });
  afterAll(() => t?.close());

  const priceOf = (id: number) =>
    fromUnits(priceUnits(servicesOf(t.app).market.quote(instrumentById(id)!).price));
  const buy = (id: number, amount: number) =>
    ok(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      body: { id, amount, price: priceOf(id) },
    });
  /** What the ledger booked on the investor's money for an order: every posting that names it. */
  const ledgerSum = async (orderId: number) => {
    const { rows } = (await servicesOf(t.app).db.execute(
      sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id
        where x.ref_type = 'ORDER' and x.ref_id = ${orderId} and e.user_id = ${me.userId}`,
    )) as unknown as { rows: { total: string }[] };
    return toUnits(rows[0]!.total);
  };

  it('answers a page far past the last with no notes (its offset passes the 32-bit range)', async () => {
    const page = await ok(t.app, 'GET', '/documents/contractNotes', {
      host: me.host,
      token: me.token,
      query: { pageNum: 214_748_366, pageSize: 100 },
    });
    expect(page.records).toEqual([]);
  });

  it('lists a market buy with the net amount the ledger took, and notifies it', async () => {
    const order = await buy(DANGCEM, 1000);
    const [note] = await contractNotes(t.app, me);
    const gross = timesInt(toUnits(order.price), 1000);
    expect(note).toMatchObject({
      source: 'ORDER',
      id: order.id,
      documentNumber: `CN-NGN-O${String(order.id).padStart(6, '0')}`,
      kind: 'MARKET',
      side: 'BUY',
      symbol: 'DANGCEM',
      quantity: 1000,
      netAmount: fromUnits(gross + tradeFee(gross)),
    });
    expect(-(await ledgerSum(order.id))).toBe(toUnits(note!.netAmount));
    const notices = await ok(t.app, 'GET', '/user/notifications', { token: me.token });
    expect(notices.find((n: { kind: string }) => n.kind === 'CONTRACT_NOTE_READY')).toMatchObject({
      detail: 'DANGCEM',
      stockId: DANGCEM,
      order: { side: 'BUY', quantity: 1000, currency: 'NGN' },
    });
  });

  it('downloads the note as a PDF whose text names the broker, the trade and the ledger totals', async () => {
    const [note] = await contractNotes(t.app, me);
    const url = await documentLink(t.app, me, '/documents/contractNote/link', {
      source: 'ORDER',
      id: note!.id,
      format: 'pdf',
    });
    const response = await download(t.app, me.host, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${note!.documentNumber}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Naira Markets Securities Ltd');
    expect(text).toContain('SEC Nigeria Broker-Dealer Reg. No. SEC/BD/2021/0417');
    expect(text).toContain('Contract note');
    expect(text).toContain(note!.documentNumber);
    expect(text).toContain('Africa/Lagos');
    expect(text).toContain('Net amount debited');
    const net = toUnits(note!.netAmount);
    const written = Number(fromUnits(net)).toLocaleString('en', { minimumFractionDigits: 2 });
    expect(text).toContain(`-₦${written}`);
  });

  it('writes the CSV with its documented columns, its rows summing to the net', async () => {
    const [note] = await contractNotes(t.app, me);
    const url = await documentLink(t.app, me, '/documents/contractNote/link', {
      source: 'ORDER',
      id: note!.id,
      format: 'csv',
    });
    const response = await download(t.app, me.host, url);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = response.payload.trim().split('\r\n');
    expect(header).toBe(
      'document_number,trade_time,time_zone,kind,side,symbol,exchange,title,quantity,price,currency,item,amount',
    );
    const amounts = rows.map((row) => row.split(','));
    expect(amounts.map((cells) => cells[11])).toEqual(['TRADE', 'TRADE_FEE', 'NET']);
    const [trade, fee, net] = amounts.map((cells) => toUnits(cells[12]!));
    expect(trade! + fee!).toBe(net);
    expect(net).toBe(-toUnits(note!.netAmount));
    expect(amounts[0]![1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+01:00$/);
  });

  it('writes the note in the reader language: Portuguese on brl, Chinese on usd', async () => {
    const brl = await newInvestor(t.app, 'brl');
    await fund(t.app, brl, 'USD', '100000');
    const usd = await newInvestor(t.app, 'usd');
    await fund(t.app, usd, 'USD', '100000');
    for (const [investor, lang, words] of [
      [brl, 'pt', ['Nota de corretagem', 'Valor líquido debitado', 'Ipê Invest Corretora', 'US$']],
      [usd, 'zh', ['成交确认书', '净扣款金额', 'Granite Trade Securities LLC', '佣金']],
    ] as const) {
      const price = priceOf(AAPL);
      const order = await ok(t.app, 'POST', '/stockTrade/buy', {
        host: investor.host,
        token: investor.token,
        body: { id: AAPL, amount: 10, price },
      });
      const url = await documentLink(
        t.app,
        investor,
        '/documents/contractNote/link',
        { source: 'ORDER', id: order.id, format: 'pdf' },
        lang,
      );
      const text = await pdfText((await download(t.app, investor.host, url)).rawPayload);
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain('America/New_York');
    }
  });

  it('refuses a forged, altered or other tenant link, and a link to another investor note', async () => {
    const [note] = await contractNotes(t.app, me);
    const url = await documentLink(t.app, me, '/documents/contractNote/link', {
      source: 'ORDER',
      id: note!.id,
      format: 'pdf',
    });
    expect((await download(t.app, me.host, url.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(
      403,
    );
    const other = url.replace(`.${note!.id}.`, `.${note!.id + 1}.`);
    expect((await download(t.app, me.host, other)).statusCode).toBe(403);
    expect((await download(t.app, 'brl.localhost', url)).statusCode).toBe(403);
    expect((await download(t.app, me.host, url.split('?')[0]!)).statusCode).toBe(403);
    const stranger = await newInvestor(t.app);
    const refused = await api(t.app, 'POST', '/documents/contractNote/link', {
      token: stranger.token,
      body: { source: 'ORDER', id: note!.id, format: 'pdf' },
    });
    expect(refused.code).not.toBe(0);
  });
});
