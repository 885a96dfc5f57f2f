import { useWithdrawInfoQuery } from '@trading/api';
import { ErrorPanel, formatMoney, Skeleton, Tabs } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useTenant } from '../../shared/context';
import { Card, Hint } from '../../shared/forms/form-styles';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { BankWithdrawForm } from './bank-withdraw-form';
import { UsdtWithdrawForm } from './usdt-withdraw-form';

/** /withdraw: Bank and USDT tabs (the tabs only when USDT is open), the balance and the tips. */
export function WithdrawScreen() {
  const intl = useIntl();
  const { definition } = useTenant();
  const info = useWithdrawInfoQuery();
  const [tab, setTab] = useState(0);

  let body;
  if (info.isError && !info.data) body = <ErrorPanel onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <Skeleton rows={8} />;
  else {
    const { balance, balanceUSD, openUSDT, withdrawTips, userBanks } = info.data;
    const banks = userBanks.filter((bank) => !bank.usdt);
    const addresses = userBanks.filter((bank) => bank.usdt);
    const usdtTab = openUSDT && tab === 1;
    body = (
      <>
        <Card>
          <Hint>
            {intl.formatMessage(
              { id: 'withdraw.available' },
              {
                amount: usdtTab
                  ? formatMoney(balanceUSD, { sign: '$' })
                  : formatMoney(balance, { sign: definition.currency.sign }),
              },
            )}
          </Hint>
          {withdrawTips && <Hint>{withdrawTips}</Hint>}
        </Card>
        {openUSDT ? (
          <Tabs
            items={[
              { title: intl.formatMessage({ id: 'withdraw.bankTab' }) },
              { title: intl.formatMessage({ id: 'withdraw.usdtTab' }) },
            ]}
            active={tab}
            onChange={setTab}
          >
            {usdtTab ? (
              <UsdtWithdrawForm saved={addresses} balance={balanceUSD} />
            ) : (
              <BankWithdrawForm saved={banks} balance={balance} />
            )}
          </Tabs>
        ) : (
          <BankWithdrawForm saved={banks} balance={balance} />
        )}
      </>
    );
  }
  return (
    <>
      <ScreenBar title="route.withdraw" />
      {body}
    </>
  );
}
