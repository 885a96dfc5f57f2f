import { ERRORS, operatorEndpoints } from '@trading/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR, DEMO_OPERATOR } from '../../src/seed/demo-accounts';
import { login } from '../support/api';
import { staffLogin } from '../support/staff';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, servicesOf } from '../money/money-api';

const { ledgerAudit } = operatorEndpoints;

describe.each(DB_KINDS)('operator ledger audit on %s', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await staffLogin(t.app, DEMO_OPERATOR.username);
  });
  afterAll(() => t?.close());

  const audit = (token: string | undefined, host = 'ngn.localhost') =>
    api(t.app, ledgerAudit.method, ledgerAudit.path, { host, ...(token ? { token } : {}) });

  it('shows the seeded demo books balanced, per currency, in the contract shape', async () => {
    const body = await audit(operator);
    expect(body.code).toBe(0);
    const data = ledgerAudit.response.parse(body.data);
    expect(data).toMatchObject({ tenantId: 'ngn', consistent: true, violations: [] });
    expect(data.totals.map((row) => row.currency)).toEqual(['NGN', 'USD']);
    for (const row of data.totals) {
      expect(row).toMatchObject({ net: '0.00', balanced: true });
      expect(row.entries).toBeGreaterThan(0);
      expect(row.credits).toBe(row.debits);
    }
    // The demo investor's money is there: the materialised balances are counted.
    expect(Number(data.totals.find((row) => row.currency === 'USD')!.userCash)).toBeGreaterThan(0);
  });

  it('refuses investors and callers without a token', async () => {
    const investor = await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
    expect(await audit(investor)).toMatchObject({ code: ERRORS.FORBIDDEN.code, data: null });
    expect((await audit(undefined)).code).toBe(ERRORS.NO_TOKEN.code);
  });

  it('reports a row written around the ledger as a violation of its tenant only', async () => {
    const { db } = servicesOf(t.app);
    // A stray credit to a house account inside an existing NGN transaction: it no longer sums to zero.
    await db.execute(sql`
      insert into ledger_entries (transaction_id, tenant_id, user_id, account, currency, amount)
      select transaction_id, tenant_id, null, 'house:adjustments', currency, 5
      from ledger_entries where tenant_id = 'ngn' and currency = 'NGN' order by id limit 1`);
    const data = ledgerAudit.response.parse((await audit(operator)).data);
    expect(data.consistent).toBe(false);
    expect(data.violations).toEqual([
      expect.objectContaining({
        kind: 'UNBALANCED_TRANSACTION',
        currency: 'NGN',
        detail: expect.objectContaining({ total: expect.stringMatching(/^5(\.0+)?$/) }),
      }),
    ]);
    const ngn = data.totals.find((row) => row.currency === 'NGN')!;
    expect(ngn).toMatchObject({ net: '5.00', balanced: false });
    expect(data.totals.find((row) => row.currency === 'USD')).toMatchObject({ balanced: true });

    // Another tenant's operator sees its own books, still consistent.
    const brlOperator = await staffLogin(t.app, DEMO_OPERATOR.username, 'brl.localhost');
    const brl = ledgerAudit.response.parse((await audit(brlOperator, 'brl.localhost')).data);
    expect(brl).toMatchObject({ tenantId: 'brl', consistent: true });

    // A materialised balance that disagrees with its entries is the other kind.
    await db.execute(sql`
      update user_balances set cash = cash + 1
      where tenant_id = 'brl' and currency = 'BRL' and cash > 0`);
    const broken = ledgerAudit.response.parse((await audit(brlOperator, 'brl.localhost')).data);
    expect(broken.violations.map((v) => `${v.kind} ${v.currency}`)).toContain(
      'BALANCE_MISMATCH BRL',
    );
  });
});
