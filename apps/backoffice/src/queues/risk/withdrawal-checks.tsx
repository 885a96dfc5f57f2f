import type { PendingWithdrawal } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { ageOf } from '../age';
import { CheckList, type Check } from './check-list';

/**
 * A destination saved this recently is new to the reviewer's eye even after its cooling-off:
 * money leaving to an account added days ago is the pattern of a taken-over login.
 */
const NEW_DESTINATION_MS = 7 * 24 * 3_600_000;

/** The destination's age and the two-approver rule, shown before the first approval. */
export function WithdrawalChecks({
  row,
  money,
}: {
  row: PendingWithdrawal;
  money: (amount: string, currency: string) => string;
}) {
  const intl = useIntl();
  const s = row.signals;
  const checks: Check[] = [];
  if (s.destinationSavedAt === null) {
    checks.push({
      id: 'destination',
      warn: true,
      text: <FormattedMessage id="risk.destinationUnknown" />,
    });
  } else {
    const age = ageOf(s.destinationSavedAt, row.createdAt);
    const isNew = row.createdAt - s.destinationSavedAt < NEW_DESTINATION_MS;
    checks.push({
      id: 'destination',
      warn: isNew,
      text: (
        <FormattedMessage
          id={isNew ? 'risk.destinationNew' : 'risk.destinationAged'}
          values={{
            age: intl.formatMessage({ id: age.id }, { count: age.count }),
            usable: intl.formatDate(s.destinationUsableFrom ?? s.destinationSavedAt, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          }}
        />
      ),
    });
  }
  const limit = s.secondApprovalAbove === null ? null : money(s.secondApprovalAbove, row.currency);
  checks.push({
    id: 'approvers',
    warn: s.needsTwoApprovers,
    text:
      limit === null ? (
        <FormattedMessage id="risk.noLimit" />
      ) : (
        <FormattedMessage
          id={s.needsTwoApprovers ? 'risk.twoApprovers' : 'risk.oneApprover'}
          values={{ limit }}
        />
      ),
  });
  return <CheckList checks={checks} />;
}
