import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { kycSubmissions, staffIdentities, staffInvestorLinks } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import type { Operator } from './operator';

/** What a decision concerns: the investor, and the bank accounts the item names (payer, payee). */
export interface Concern {
  investorId: number;
  accounts?: ReadonlyArray<string | null>;
}

/** ID and account numbers compared as written on documents: case, spaces and dashes aside. */
export const comparable = (value: string | null | undefined): string | null =>
  value ? value.replace(/[^0-9a-z]/gi, '').toUpperCase() || null : null;

const present = (values: ReadonlyArray<string | null | undefined>): Set<string> =>
  new Set(values.map(comparable).filter((v): v is string => v !== null));

/**
 * Who the operator is outside the console: their own customer accounts, and the ID numbers and
 * bank accounts of their staff record and of those accounts' KYC (the same person twice).
 */
async function whoIs(db: Db, operator: Operator) {
  const [own] = await db
    .select()
    .from(staffIdentities)
    .where(eq(staffIdentities.userId, operator.userId));
  const links = await db
    .select({ investorId: staffInvestorLinks.investorId })
    .from(staffInvestorLinks)
    .where(eq(staffInvestorLinks.staffId, operator.userId));
  const accounts = new Set([operator.userId, ...links.map((l) => l.investorId)]);
  const kyc =
    links.length === 0
      ? []
      : await db
          .select({ idNumber: kycSubmissions.idNumber, cardNo: kycSubmissions.cardNo })
          .from(kycSubmissions)
          .where(inArray(kycSubmissions.userId, [...accounts]));
  return {
    accounts,
    idNumbers: present([own?.idNumber, ...kyc.map((k) => k.idNumber)]),
    bankAccounts: present([own?.bankAccount, ...kyc.map((k) => k.cardNo)]),
  };
}

/**
 * Segregation of duties: no staff member decides (KYC, deposit, withdrawal, a second approval,
 * an allotment, a lock) anything that concerns an investor account linked to them — their own
 * customer account, one with their ID number, or one naming their bank account. Refused with
 * CONFLICT_OF_INTEREST and why; another staff member decides it. Every decision handler calls
 * this beside its own checks, inside its transaction.
 */
export async function assertNotLinked(db: Db, operator: Operator, concern: Concern): Promise<void> {
  const me = await whoIs(db, operator);
  if (me.accounts.has(concern.investorId))
    throw new ApiError('CONFLICT_OF_INTEREST', localized('duties.ownAccount'));
  if (me.idNumbers.size === 0 && me.bankAccounts.size === 0) return;
  const [kyc] = await db
    .select({ idNumber: kycSubmissions.idNumber, cardNo: kycSubmissions.cardNo })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, concern.investorId));
  const idNumber = comparable(kyc?.idNumber);
  if (idNumber !== null && me.idNumbers.has(idNumber))
    throw new ApiError('CONFLICT_OF_INTEREST', localized('duties.sameIdNumber'));
  const named = present([kyc?.cardNo, ...(concern.accounts ?? [])]);
  if ([...named].some((account) => me.bankAccounts.has(account)))
    throw new ApiError('CONFLICT_OF_INTEREST', localized('duties.sameBankAccount'));
}
