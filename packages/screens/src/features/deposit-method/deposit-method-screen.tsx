import { useDepositMethodQuery } from '@trading/api';
import { Empty, ErrorPanel, Skeleton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { authCodeFromState, depositAccountKind } from '../../shared/forms/deposit-route';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { AccountDetails } from './account-details';
import { BankDepositForm } from './bank-deposit-form';

/** /depositMethod?type=corporate|personal: where to transfer, then the deposit form. */
export function DepositMethodScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const kind = depositAccountKind(params.get('type')) ?? 'corporate';
  const info = useDepositMethodQuery();

  let body;
  if (info.isError && !info.data) body = <ErrorPanel onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <Skeleton rows={6} />;
  else {
    const account = info.data[kind];
    body = account ? (
      <>
        <AccountDetails account={account} />
        <BankDepositForm
          info={info.data}
          account={account}
          authCode={authCodeFromState(location.state)}
        />
      </>
    ) : (
      <Empty description={intl.formatMessage({ id: 'message.noInformation' })} />
    );
  }
  return (
    <>
      <ScreenBar title="route.depositMethod" />
      {body}
    </>
  );
}
