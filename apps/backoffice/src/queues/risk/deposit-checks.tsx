import type { DepositRiskSignals } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckList, type Check } from './check-list';
import { useKycStatusText } from './kyc-status-text';

/** Who the investor is, who paid, into which company account and with which receipt. */
export function DepositChecks({ signals }: { signals: DepositRiskSignals }) {
  const intl = useIntl();
  const status = useKycStatusText();
  const reused = signals.receiptUsedBefore;
  const payer =
    signals.payerMatchesKyc === null
      ? 'risk.payerUnknown'
      : signals.payerMatchesKyc
        ? 'risk.payerMatches'
        : 'risk.payerDiffers';
  const checks: Check[] = [
    {
      id: 'kycStatus',
      warn: signals.kycStatus !== 'PASSED',
      text: <FormattedMessage id="risk.kycStatus" values={{ status: status(signals.kycStatus) }} />,
    },
    {
      id: 'payer',
      warn: signals.payerMatchesKyc !== true,
      text: <FormattedMessage id={payer} values={{ name: signals.kycName }} />,
    },
    {
      id: 'paidInto',
      warn: signals.paidInto.length === 0,
      text:
        signals.paidInto.length === 0 ? (
          <FormattedMessage id="risk.noCompanyAccount" />
        ) : (
          <FormattedMessage
            id="risk.paidInto"
            values={{
              accounts: intl.formatList(
                signals.paidInto.map((a) =>
                  [a.bank, a.account, a.accountName].filter(Boolean).join(' · '),
                ),
                { type: 'disjunction' },
              ),
            }}
          />
        ),
    },
    {
      id: 'receipt',
      warn: reused.length > 0,
      text:
        reused.length === 0 ? (
          <FormattedMessage id="risk.receiptUnique" />
        ) : (
          <FormattedMessage
            id="risk.receiptReused"
            values={{
              deposits: intl.formatList(
                reused.map((d) =>
                  intl.formatMessage(
                    { id: 'risk.receiptDeposit' },
                    { id: d.depositId, username: d.username, status: d.status },
                  ),
                ),
              ),
            }}
          />
        ),
    },
  ];
  return <CheckList checks={checks} />;
}
