import type { ParsedRequestOf } from '@trading/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userBanks } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { verifiedName } from '../kyc/kyc-status';
import { localized } from '../messages/catalogue';
import { sameHolder } from './holder-name';

type Withdrawal = ParsedRequestOf<'withdraw'>;
type Destination = Pick<Withdrawal, 'usdt'> & { accountNumber: string } & Partial<
    Pick<Withdrawal, 'bank' | 'bankCode' | 'extraCode'>
  >;
type SavedRow = typeof userBanks.$inferSelect;

const orNull = (value: string | null | undefined) => value ?? null;

/** The user's saved destinations of one kind (bank accounts or USDT addresses) that match `which`. */
function savedOfKind(
  db: Db,
  owner: { tenantId: string; userId: number; usdt: boolean },
  which: SQL,
): Promise<SavedRow[]> {
  return db
    .select()
    .from(userBanks)
    .where(
      and(
        eq(userBanks.tenantId, owner.tenantId),
        eq(userBanks.userId, owner.userId),
        eq(userBanks.usdt, owner.usdt),
        which,
      ),
    );
}

/** The user's saved destinations equal to `fields` (same account at the same bank). */
export async function savedMatches(
  db: Db,
  tenantId: string,
  userId: number,
  fields: Destination,
): Promise<SavedRow[]> {
  const rows = await savedOfKind(
    db,
    { tenantId, userId, usdt: fields.usdt },
    eq(userBanks.accountNumber, fields.accountNumber),
  );
  return rows.filter((row) => fields.usdt || row.bank === orNull(fields.bank));
}

/**
 * The user's saved destination `id`, as the fields a withdrawal names it by; another user's, or
 * one of the other kind (a bank account on a USDT withdrawal), is DESTINATION_NOT_SAVED.
 */
export async function savedById(
  db: Db,
  tenantId: string,
  userId: number,
  id: number,
  usdt: boolean,
): Promise<Destination> {
  const [row] = await savedOfKind(db, { tenantId, userId, usdt }, eq(userBanks.id, id));
  if (!row) throw new ApiError('DESTINATION_NOT_SAVED');
  return {
    usdt: row.usdt,
    accountNumber: row.accountNumber,
    bank: row.bank ?? undefined,
    bankCode: row.bankCode ?? undefined,
    extraCode: row.extraCode ?? undefined,
  };
}

/**
 * A withdrawal goes only to a destination the user saved (there is no one-off destination, see
 * docs/decisions.md), once its cooling-off has passed, and for a bank account only when it is
 * in the verified KYC name (an account saved before KYC passed is checked here). Returns the
 * saved row: its fields, not the typed ones, are what the withdrawal records.
 */
export async function usableDestination(
  db: Db,
  tenantId: string,
  userId: number,
  input: Destination,
  kycName: string,
  nowMs: number,
): Promise<SavedRow> {
  const saved = (await savedMatches(db, tenantId, userId, input)).find(
    (row) =>
      input.usdt ||
      (row.bankCode === orNull(input.bankCode) && row.extraCode === orNull(input.extraCode)),
  );
  if (!saved) throw new ApiError('DESTINATION_NOT_SAVED');
  if (saved.usableFrom.getTime() > nowMs) {
    const time = `${saved.usableFrom.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    throw new ApiError(
      'DESTINATION_COOLING_OFF',
      localized('withdraw.destinationCooling', { time }),
    );
  }
  if (!saved.usdt && !sameHolder(saved.accountName, kycName))
    throw new ApiError('HOLDER_NAME_MISMATCH');
  return saved;
}

/**
 * A destination may be saved when it is not saved already (`exceptId`: the row being changed)
 * and, for a bank account of a user whose KYC passed, is in that name. Before KYC there is no
 * name to compare: the withdrawal checks it then.
 */
export async function assertSavable(
  db: Db,
  tenantId: string,
  userId: number,
  fields: Destination & { accountName: string },
  exceptId?: number,
): Promise<void> {
  const kycName = fields.usdt ? null : await verifiedName(db, userId);
  if (kycName !== null && !sameHolder(fields.accountName, kycName))
    throw new ApiError('HOLDER_NAME_MISMATCH');
  const same = await savedMatches(db, tenantId, userId, fields);
  if (same.some((row) => row.id !== exceptId)) throw new ApiError('DESTINATION_DUPLICATE');
}
