import type { KycRiskSignals, RelatedAccount } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckList, type Check } from './check-list';
import { useKycStatusText } from './kyc-status-text';

/** Duplicate identity and history checks of a KYC submission, as the server found them. */
export function KycChecks({ signals }: { signals: KycRiskSignals }) {
  const intl = useIntl();
  const status = useKycStatusText();
  const accounts = (list: RelatedAccount[]) =>
    intl.formatList(
      list.map((a) =>
        intl.formatMessage(
          { id: 'risk.account' },
          { username: a.username, name: a.name, status: status(a.kycStatus) },
        ),
      ),
    );
  const checks: Check[] = [];
  if (signals.sameIdNumber.length > 0)
    checks.push({
      id: 'sameIdNumber',
      warn: true,
      text: (
        <FormattedMessage
          id="risk.sameIdNumber"
          values={{ accounts: accounts(signals.sameIdNumber) }}
        />
      ),
    });
  if (signals.sameTaxIdNumber.length > 0)
    checks.push({
      id: 'sameTaxIdNumber',
      warn: true,
      text: (
        <FormattedMessage
          id="risk.sameTaxIdNumber"
          values={{ accounts: accounts(signals.sameTaxIdNumber) }}
        />
      ),
    });
  if (signals.sameBankAccount.length > 0)
    checks.push({
      id: 'sameBankAccount',
      warn: true,
      text: (
        <FormattedMessage
          id="risk.sameBankAccount"
          values={{ accounts: accounts(signals.sameBankAccount) }}
        />
      ),
    });
  const duplicates =
    signals.sameIdNumber.length + signals.sameTaxIdNumber.length + signals.sameBankAccount.length;
  if (duplicates === 0)
    checks.push({
      id: 'noDuplicates',
      warn: false,
      text: <FormattedMessage id="risk.noDuplicates" />,
    });
  if (signals.earlierNames.length > 0)
    checks.push({
      id: 'earlierNames',
      warn: true,
      text: (
        <FormattedMessage
          id="risk.earlierNames"
          values={{ names: intl.formatList(signals.earlierNames) }}
        />
      ),
    });
  if (signals.previousRejections.length > 0)
    checks.push({
      id: 'previousRejections',
      warn: true,
      text: (
        <FormattedMessage
          id="risk.previousRejections"
          values={{
            count: signals.previousRejections.length,
            reasons: signals.previousRejections
              .map(
                (r) =>
                  `${intl.formatDate(r.at, { dateStyle: 'medium' })} ${r.by}: ${r.note ?? intl.formatMessage({ id: 'risk.noReason' })}`,
              )
              .join('; '),
          }}
        />
      ),
    });
  if (signals.earlierNames.length + signals.previousRejections.length === 0)
    checks.push({
      id: 'noEarlierDecision',
      warn: false,
      text: <FormattedMessage id="risk.noEarlierDecision" />,
    });
  return <CheckList checks={checks} />;
}
