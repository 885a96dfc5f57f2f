import type { CurrencyCode } from '@trading/contract';
import { HOUSE, USER_CASH } from '../ledger/accounts';
import type { Units } from '../ledger/decimal';
import type { Posting } from '../ledger/post';

/** The fee of a trade, booked as its own transaction so a statement shows it apart. */
export function feePosting(
  what: string,
  ref: { refType: string; refId: number },
  currency: CurrencyCode,
  fee: Units,
): Posting {
  return {
    scene: 'TRADE_FEE',
    description: `Fee: ${what}`,
    ...ref,
    legs: [
      { account: USER_CASH, currency, amount: -fee },
      { account: HOUSE.fees, currency, amount: fee },
    ],
  };
}
