import type { SecurityEvent } from '@trading/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications, passkeys } from '../db/schema';
import type { SecretBox } from '../security/secret-box';
import { replaceRecoveryCodes, setTotpSecrets } from './second-factor-repository';

/** How far back "this wasn't me" reaches: a day covers a notice read the next morning. */
export const RECENT_FACTOR_HOURS = 24;

// In the database's clock, as every created_at it is compared with was written.
const recently = sql`now() - make_interval(hours => ${RECENT_FACTOR_HOURS})`;

/** Which of the kinds the account's notifications name within the recent window. */
async function recentEvents(db: Db, userId: number, kinds: SecurityEvent[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ kind: notifications.kind })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.kind, kinds),
        gt(notifications.createdAt, recently),
      ),
    );
  return new Set(rows.map((r) => r.kind));
}

/**
 * Removes the second factors added within RECENT_FACTOR_HOURS: passkeys by their creation
 * time; TOTP when it was turned on within the window, and recovery codes made within it (a
 * thief's copy). When TOTP was turned on and recovery codes were made is read from the
 * notifications, which are written in the same transaction as the change. Returns how many
 * factors (passkeys, TOTP) were removed.
 */
export async function removeRecentFactors(
  db: Db,
  secrets: SecretBox,
  user: { tenantId: string; id: number; totpSecret: string | null },
): Promise<number> {
  const removedKeys = await db
    .delete(passkeys)
    .where(
      and(
        eq(passkeys.tenantId, user.tenantId),
        eq(passkeys.userId, user.id),
        gt(passkeys.createdAt, recently),
      ),
    )
    .returning({ id: passkeys.id });
  const events = await recentEvents(db, user.id, ['TWO_FACTOR_ON', 'RECOVERY_CODES_CHANGED']);
  const totpRemoved = user.totpSecret !== null && events.has('TWO_FACTOR_ON');
  if (totpRemoved)
    await setTotpSecrets(db, secrets, user.id, { totpSecret: null, totpPendingSecret: null });
  if (totpRemoved || events.has('RECOVERY_CODES_CHANGED'))
    await replaceRecoveryCodes(db, user.id, []);
  return removedKeys.length + (totpRemoved ? 1 : 0);
}
