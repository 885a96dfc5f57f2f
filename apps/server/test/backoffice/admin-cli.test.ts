import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/build-server';
import { loadConfig } from '../../src/config/config';
import { serverRoot } from '../../src/config/server-root';
import { DEMO_OPERATOR } from '../../src/seed/demo-accounts';
import { login } from '../support/api';
import { staffLogin } from '../support/staff';
import { api, newInvestor, ok, servicesOf, uploadImage } from '../money/money-api';

const run = promisify(execFile);

/** The CLI as an operator would run it: a separate process on the server's PGlite folder. */
async function cli(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      join(serverRoot, 'node_modules/.bin/tsx'),
      ['src/admin/cli.ts', ...args],
      {
        cwd: serverRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ARGON2_MEMORY_KIB: '256',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('admin CLI on a PGlite data dir', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '256',
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(dataDir, 'uploads'),
  };
  const open = async () => {
    const app = await buildServer(loadConfig(env));
    await app.ready();
    return app;
  };
  let app: FastifyInstance | undefined;
  let investor: { userId: number; username: string };
  let applicationId: number;

  beforeAll(async () => {
    // A server on the folder: an investor submits KYC and applies for an IPO, then it stops (PGlite is single-process).
    app = await open();
    const me = await newInvestor(app);
    investor = me;
    const photo = await uploadImage(app, me, 'KYC');
    await ok(app, 'POST', '/kyc', {
      token: me.token,
      body: {
        name: 'Ada Obi',
        idType: 'NIN',
        idNumber: '12345678901',
        bank: 'Zenith Bank',
        cardNo: '0011223346',
        photo: [photo],
      },
    });
    const ipo = (await ok(app, 'POST', '/ipo/pageIpo', { token: me.token, body: {} })).records[0];
    applicationId = (
      await ok(app, 'POST', '/ipo/applyIpo', { token: me.token, body: { id: ipo.id, amount: 100 } })
    ).id;
    await app.close();
    app = undefined;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists and approves a KYC, allots an application, refuses bad input, and audits as the operator', async () => {
    const list = await cli(dataDir, 'kyc:list', '--tenant', 'ngn');
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({
        userId: investor.userId,
        username: investor.username,
        name: 'Ada Obi',
      }),
    ]);

    const approved = await cli(
      dataDir,
      'kyc:approve',
      investor.username,
      '--tenant',
      'ngn',
      '--note',
      'documents checked',
    );
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.stdout)).toMatchObject({
      status: 'PASSED',
      reviewNote: 'documents checked',
    });
    const allotted = await cli(dataDir, 'ipo:allot', String(applicationId), '40');
    expect(JSON.parse(allotted.stdout)).toMatchObject({ status: 'FUNDING', obtainNum: 40 });
    // Another tenant's operator cannot see it.
    expect(
      (await cli(dataDir, 'ipo:allot', String(applicationId), '40', '--tenant', 'brl')).stderr,
    ).toContain('NOT_FOUND');
    expect((await cli(dataDir, 'kyc:list', '--operator', 'demo')).code).toBe(2);

    app = await open();
    const me = await login(app, investor.username, 'abc123');
    expect((await ok(app, 'GET', '/kyc', { token: me })).status).toBe('PASSED');
    const operator = await staffLogin(app, DEMO_OPERATOR.username);
    const audit = await api(app, 'GET', '/admin/audit', { token: operator });
    // Newest first; older entries are the seeded demo history's own decisions (and the
    // operator's sign-in just now is a row of its own, through the API).
    expect(
      audit.data.entries
        .filter((a: { channel: string }) => a.channel === 'cli')
        .slice(0, 2)
        .map(
          (a: { action: string; channel: string; operatorName: string }) =>
            `${a.action} ${a.channel} ${a.operatorName}`,
        ),
    ).toEqual(['APPLICATION_ALLOT cli operator', 'KYC_APPROVE cli operator']);
  }, 480_000);

  it('ledger:audit prints per-currency totals and exits 1 once a row breaks the books', async () => {
    await app?.close();
    app = undefined;
    const clean = await cli(dataDir, 'ledger:audit', '--tenant', 'ngn');
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('Ledger audit of tenant ngn');
    expect(clean.stdout).toMatch(/^NGN\s.*\s0\.00\s.*balanced$/m);
    expect(clean.stdout).toContain('No violations');
    const json = await cli(dataDir, 'ledger:audit', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ tenantId: 'ngn', consistent: true });

    // A row written around the ledger: the transaction no longer sums to zero.
    app = await open();
    await servicesOf(app).db.execute(sql`
      insert into ledger_entries (transaction_id, tenant_id, user_id, account, currency, amount)
      select transaction_id, tenant_id, null, 'house:adjustments', currency, 7
      from ledger_entries where tenant_id = 'ngn' and currency = 'NGN' order by id limit 1`);
    await app.close();
    app = undefined;
    const broken = await cli(dataDir, 'ledger:audit', '--tenant', 'ngn');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/^NGN\s.*\s7\.00\s.*NOT BALANCED$/m);
    expect(broken.stdout).toMatch(
      /1 violation\(s\):\n {2}UNBALANCED_TRANSACTION NGN transaction_id=\d+ currency=NGN total=7/,
    );
    // Other tenants' books are untouched.
    expect((await cli(dataDir, 'ledger:audit', '--tenant', 'inr')).code).toBe(0);
  }, 480_000);
});
