import { PGlite } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../support/databases';

/** Runs SQL on either driver, answering rows. */
type Sql = (text: string) => Promise<Record<string, unknown>[]>;

const MIGRATIONS = join(import.meta.dirname, '../../migrations');
const SPLIT = '0019_staff_identities.sql';

async function applyMigration(sql: Sql, file: string): Promise<void> {
  for (const statement of readFileSync(join(MIGRATIONS, file), 'utf8').split(
    '--> statement-breakpoint',
  ))
    if (statement.trim()) await sql(statement);
}

/**
 * Migration 0019 on a database from before it, where a staff login also deposited and held
 * money (the mixed accounts of issue 41): the money's row stays the investor, the role moves
 * to a new login of the old name (docs/decisions.md). No app boots: only the migrations run.
 */
describe.each(DB_KINDS)('splitting mixed staff accounts on %s', (kind) => {
  let database: TestDatabase;
  let sql: Sql;
  let close: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (database.url) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      sql = async (text) => (await client.query(text)).rows;
      close = () => client.end();
    } else {
      const lite = new PGlite();
      sql = async (text) => (await lite.query<Record<string, unknown>>(text)).rows;
      close = () => lite.close();
    }
    const before = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql') && f < SPLIT);
    for (const file of before.sort()) await applyMigration(sql, file);
    await sql(
      `INSERT INTO tenants (id, config, hosts, registration_code) VALUES ('ngn', '{}', '{}', 'X')`,
    );
    await sql(`INSERT INTO users (tenant_id, username, account_no, password_hash, totp_secret)
      VALUES ('ngn', 'reviewer', '111', 'h1', 'T1'), ('ngn', 'reviewer2', '222', 'h2', NULL),
             ('ngn', 'demo', '333', 'h3', NULL)`);
    await sql(`INSERT INTO user_roles (user_id, tenant_id, role)
      SELECT id, 'ngn', 'reviewer' FROM users WHERE username LIKE 'reviewer%'`);
    await sql(`INSERT INTO user_balances (tenant_id, user_id, currency, cash, held)
      SELECT 'ngn', id, 'NGN', '5000000', '0' FROM users WHERE username IN ('reviewer', 'demo')`);
    await sql(`INSERT INTO sessions (tenant_id, user_id, token_hash, expires_at)
      SELECT 'ngn', id, 'token-' || id, now() + interval '1 day' FROM users`);
    await applyMigration(sql, SPLIT);
  });
  afterAll(async () => {
    await close?.();
    await database?.drop();
  });

  const accounts = () =>
    sql(`SELECT u.id, u.username, u.account_no, u.password_hash, u.totp_secret, r.role,
           b.cash IS NOT NULL AS holds_money,
           EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL) AS signed_in
         FROM users u LEFT JOIN user_roles r ON r.user_id = u.id
         LEFT JOIN user_balances b ON b.user_id = u.id ORDER BY u.id`);

  it('keeps the money on the old row, now an investor, and gives the role to a new login', async () => {
    const rows = await accounts();
    expect(rows.map((r) => [r.username, r.role, r.holds_money, r.signed_in])).toEqual([
      ['reviewer_customer', null, true, false],
      ['reviewer2', 'reviewer', false, true],
      ['demo', null, true, true],
      ['reviewer', 'reviewer', false, false],
    ]);
    const [customer, , , staff] = rows;
    expect(staff).toMatchObject({ password_hash: 'h1', totp_secret: 'T1' });
    expect(staff!.account_no).not.toBe(customer!.account_no);
    expect(await sql(`SELECT staff_id, investor_id FROM staff_investor_links`)).toEqual([
      { staff_id: staff!.id, investor_id: customer!.id },
    ]);
  });
});
