import type { PendingMoneyRequest, RejectionReasonCode } from '@trading/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../i18n/console-language';
import { useMoney } from '../shell/use-money';
import { Facts } from './facts';
import { QueueScreen, type QueueScreenProps } from './queue-screen';

type Decision = ReturnType<QueueScreenProps<PendingMoneyRequest>['approve']>;

/**
 * Deposits and withdrawals alike: each request's user, amount and account holder first, then
 * the facts and checks of its own kind; decided by its id.
 */
export function MoneyQueue<
  Row extends PendingMoneyRequest,
  Reason extends RejectionReasonCode,
>(props: {
  rows: Row[] | undefined;
  myId: number | undefined;
  facts: (row: Row, money: ReturnType<typeof useMoney>) => Array<[MessageKey, ReactNode]>;
  more: (row: Row, money: ReturnType<typeof useMoney>) => ReactNode;
  /** The checks of the item's kind, shown first. */
  checks: (row: Row, money: ReturnType<typeof useMoney>) => ReactNode;
  claim: (input: { id: number }) => ReturnType<QueueScreenProps<PendingMoneyRequest>['claim']>;
  approve: (input: { id: number; version: string }) => Decision;
  /** The reasons the queue offers (REJECTION_REASONS.deposits or .withdrawals). */
  reasons: readonly Reason[];
  reject: (input: { id: number; version: string; reason: Reason; note?: string }) => Decision;
}) {
  const money = useMoney();
  return (
    <QueueScreen
      rows={props.rows}
      myId={props.myId}
      keyOf={(r) => r.id}
      since={(r) => r.createdAt}
      // USDT is the rail, not the currency: the amount is in the record's currency (USD).
      summary={(r) => `${r.username} · ${money(r.amount, r.currency)}${r.usdt ? ' · USDT' : ''}`}
      // The first of two approvers holds no claim on the second approval (the server agrees).
      claimOf={(r) =>
        r.claim && 'firstApprover' in r && r.firstApprover === r.claim.by ? null : r.claim
      }
      claim={(r) => props.claim({ id: r.id })}
      detail={(r) => (
        <>
          {props.checks(r, money)}
          <Facts
            rows={[
              ['queue.user', r.username],
              ['queue.amount', money(r.amount, r.currency)],
              ['queue.rail', r.usdt ? 'USDT (TRC20)' : <FormattedMessage id="queue.railBank" />],
              ['queue.name', r.accountName],
              ...props.facts(r, money),
            ]}
          />
          {props.more(r, money)}
        </>
      )}
      approve={(r) => props.approve({ id: r.id, version: r.version })}
      reasons={props.reasons}
      reject={(r, refusal) => props.reject({ id: r.id, version: r.version, ...refusal })}
    />
  );
}
