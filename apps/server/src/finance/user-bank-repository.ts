import {
  listedFieldValue,
  maskNumber,
  type FieldFormat,
  type ParsedRequestOf,
  type UserBank,
} from '@trading/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/constraint-violation';
import { USER_BANK_UNIQUE, userBanks } from '../db/schema';
import { ApiError } from '../errors/api-error';

type Row = typeof userBanks.$inferSelect;
type Fields = ParsedRequestOf<'userBankAdd'>;

function view(row: Row): UserBank {
  return {
    id: row.id,
    usdt: row.usdt,
    accountName: row.accountName,
    bank: row.bank,
    accountNumber: row.accountNumber,
    branch: row.branch,
    bankCode: row.bankCode,
    extraCode: row.extraCode,
    usableFrom: row.usableFrom.getTime(),
  };
}

function values(fields: Fields) {
  // A USDT address has no bank details; drop any the client sent along.
  const bank = !fields.usdt;
  return {
    usdt: fields.usdt,
    accountName: fields.accountName,
    accountNumber: fields.accountNumber,
    bank: bank ? (fields.bank ?? null) : null,
    branch: bank ? (fields.branch ?? null) : null,
    bankCode: bank ? (fields.bankCode ?? null) : null,
    extraCode: bank ? (fields.extraCode ?? null) : null,
  };
}

/**
 * Runs a save; the unique index's refusal (a simultaneous save of the same destination got
 * there first, past assertSavable) is the same answer as the app's own check.
 */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, USER_BANK_UNIQUE)) throw new ApiError('DESTINATION_DUPLICATE');
    throw error;
  }
}

/**
 * The user's saved destinations, numbers masked, and the extra code too where its format
 * (`extraCodeFormat`, the tenant's) is one a person is identified by (a PIX key).
 */
export async function listUserBanks(
  db: Db,
  tenantId: string,
  userId: number,
  extraCodeFormat: FieldFormat | undefined,
): Promise<UserBank[]> {
  const rows = await db
    .select()
    .from(userBanks)
    .where(and(eq(userBanks.tenantId, tenantId), eq(userBanks.userId, userId)))
    .orderBy(asc(userBanks.id));
  // Listed, a number is only recognised; the full one is shown once, in the answer to saving it.
  return rows.map((row) => ({
    ...view(row),
    accountNumber: maskNumber(row.accountNumber),
    extraCode: row.extraCode === null ? null : listedFieldValue(extraCodeFormat, row.extraCode),
  }));
}

export async function addUserBank(
  db: Db,
  tenantId: string,
  userId: number,
  fields: Fields,
  usableFrom: Date,
): Promise<UserBank> {
  const [row] = await saving(() =>
    db
      .insert(userBanks)
      .values({ tenantId, userId, ...values(fields), usableFrom })
      .returning(),
  );
  return view(row!);
}

/** Only the owner's rows match: another user's id is NOT_FOUND, never a hint that it exists. */
export async function updateUserBank(
  db: Db,
  tenantId: string,
  userId: number,
  id: number,
  fields: Fields,
  usableFrom: Date,
): Promise<UserBank> {
  const [row] = await saving(() =>
    db
      .update(userBanks)
      .set({ ...values(fields), usableFrom })
      .where(
        and(eq(userBanks.id, id), eq(userBanks.tenantId, tenantId), eq(userBanks.userId, userId)),
      )
      .returning(),
  );
  if (!row) throw new ApiError('NOT_FOUND');
  return view(row);
}

export async function deleteUserBank(
  db: Db,
  tenantId: string,
  userId: number,
  id: number,
): Promise<void> {
  const rows = await db
    .delete(userBanks)
    .where(
      and(eq(userBanks.id, id), eq(userBanks.tenantId, tenantId), eq(userBanks.userId, userId)),
    )
    .returning({ id: userBanks.id });
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
}
