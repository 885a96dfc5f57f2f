import type { CurrencyCode } from '@trading/contract';
import type { Db } from '../db/database';
import { fromUnits, toUnits } from '../ledger/decimal';
import { hold, release } from '../ledger/movements';
import { lockShares, unlockShares } from './locked-shares';
import type { WorkingOrderRow } from './working-order-repository';

function cashMovement(row: WorkingOrderRow, description: string) {
  return {
    tenantId: row.tenantId,
    userId: row.userId,
    currency: row.currency as CurrencyCode,
    amount: fromUnits(toUnits(row.held)),
    scene: 'TRADE' as const,
    description,
    refType: 'WORKING_ORDER',
    refId: row.id,
  };
}

/** Sets aside what the order needs: a buy's cash, a sell's shares. */
export async function holdFor(db: Db, row: WorkingOrderRow): Promise<void> {
  if (row.side === 'SELL') await lockShares(db, row.userId, row.instrumentId, row.quantity);
  else await hold(db, cashMovement(row, `Order ${row.id}: held`));
}

/** Gives back what holdFor set aside. */
export async function releaseFor(db: Db, row: WorkingOrderRow): Promise<void> {
  if (row.side === 'SELL') await unlockShares(db, row.userId, row.instrumentId, row.quantity);
  else await release(db, cashMovement(row, `Order ${row.id}: released`));
}
