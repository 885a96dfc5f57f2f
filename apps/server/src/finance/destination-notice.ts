import type { UserBank } from '@trading/contract';
import type { Db } from '../db/database';
import { notifySecurityEvent } from '../security/notify';

/** Enough of an account number to recognise it, too little to copy it from a notification. */
const SHOWN_DIGITS = 4;

/** Tells the owner that money can now leave for this bank account or USDT address. */
export async function notifyDestination(
  tx: Db,
  tenantId: string,
  userId: number,
  bank: UserBank,
): Promise<void> {
  const tail = `…${bank.accountNumber.slice(-SHOWN_DIGITS)}`;
  await notifySecurityEvent(tx, {
    tenantId,
    userId,
    kind: 'WITHDRAWAL_DESTINATION_ADDED',
    detail: bank.usdt ? `USDT ${tail}` : [bank.bank, tail].filter(Boolean).join(' '),
  });
}
