import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { executePrepared } from '../db/execute-prepared';

/** The investor as documents name them: the verified name when there is one, and the account. */
export async function documentClient(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<{ name: string; accountNo: string } | undefined> {
  const { rows } = await executePrepared<{ name: string; account_no: string }>(
    db,
    sql`select coalesce(k.name, u.username) as name, u.account_no
      from users u left join kyc_submissions k on k.user_id = u.id and k.status = 'PASSED'
      where u.tenant_id = ${tenantId} and u.id = ${userId}::int`,
  );
  const row = rows[0];
  return row && { name: row.name, accountNo: row.account_no };
}
