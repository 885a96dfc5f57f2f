import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/database.js';
import { insertSession } from '../src/identity/session-repository.js';
import { hashSessionToken, newSessionToken } from '../src/identity/session-token.js';
import { insertUser } from '../src/identity/user-repository.js';
import { HOUSE } from '../src/ledger/accounts.js';
import { credit } from '../src/ledger/movements.js';
import { creditPosition } from '../src/trading/position-repository.js';

/** Shares of one stock every bench account starts with (sell orders need them). */
export interface BenchShares {
  instrumentId: number;
  quantity: number;
}

/**
 * Funded NGN investors with a live session each, written straight to the database:
 * registering through the API would hit its per-address rate limit. With `shares`, each
 * also holds those shares (at no cost basis: the bench never reads P&L).
 */
export async function benchAccounts(
  db: Db,
  count: number,
  shares?: BenchShares,
): Promise<string[]> {
  const run = randomBytes(3).toString('hex');
  const tokens: string[] = [];
  for (let n = 0; n < count; n++) {
    const user = await insertUser(db, {
      tenantId: 'ngn',
      username: `b${run}_${n}`,
      passwordHash: 'not-a-hash: bench accounts never log in',
    });
    const token = newSessionToken();
    await insertSession(db, {
      tenantId: 'ngn',
      userId: user.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
      device: 'Benchmark',
      place: '',
    });
    await db.transaction(async (tx) => {
      await credit(tx as never, {
        tenantId: 'ngn',
        userId: user.id,
        currency: 'NGN',
        amount: '100000000',
        scene: 'USER_DEPOSIT',
        description: 'Bench funding',
        houseAccount: HOUSE.adjustments,
      });
      if (shares)
        await creditPosition(tx as never, {
          tenantId: 'ngn',
          userId: user.id,
          cost: 0n,
          ...shares,
        });
    });
    tokens.push(token);
  }
  return tokens;
}
