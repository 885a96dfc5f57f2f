import { maskNumber, type UserBank } from '@trading/contract';
import type { Db } from '../db/database';
import { notifySecurityEvent } from '../security/notify';

/** Tells the owner that money can now leave for this bank account or USDT address. */
export async function notifyDestination(
  tx: Db,
  tenantId: string,
  userId: number,
  bank: UserBank,
): Promise<void> {
  const tail = maskNumber(bank.accountNumber);
  await notifySecurityEvent(tx, {
    tenantId,
    userId,
    kind: 'WITHDRAWAL_DESTINATION_ADDED',
    detail: bank.usdt ? `USDT ${tail}` : [bank.bank, tail].filter(Boolean).join(' '),
  });
}
