import { type CompanyAccount, type DepositRiskSignals, maskNumber } from '@trading/contract';
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
      warn: signals.paidIntoCurrent !== true,
      text: <PaidInto signals={signals} />,
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

/** How the reviewer recognises an account on the receipt: its bank (or rail) and last digits. */
const accountText = (a: CompanyAccount) =>
  `${a.bank ?? (a.kind === 'usdt' ? 'USDT' : '')} ${maskNumber(a.account)}`.trim();

/**
 * The company account the investor says they paid into — flagged when the tenant no longer
 * offers it — or, for a deposit that names none, the accounts offered now.
 */
function PaidInto({ signals }: { signals: DepositRiskSignals }) {
  const intl = useIntl();
  const { paidInto, companyAccounts } = signals;
  if (paidInto)
    return (
      <FormattedMessage
        id={signals.paidIntoCurrent ? 'risk.paidInto' : 'risk.paidIntoRetired'}
        values={{ account: accountText(paidInto) }}
      />
    );
  if (companyAccounts.length === 0) return <FormattedMessage id="risk.noCompanyAccount" />;
  return (
    <FormattedMessage
      id="risk.paidIntoUnstated"
      values={{
        accounts: intl.formatList(companyAccounts.map(accountText), { type: 'disjunction' }),
      }}
    />
  );
}
