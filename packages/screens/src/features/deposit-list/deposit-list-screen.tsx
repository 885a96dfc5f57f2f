import { useDepositMethodQuery, useLazyCheckAuthCodeQuery } from '@trading/api';
import type { DepositMethodInfo } from '@trading/contract';
import { Cell, CellGroup, ErrorPanel, Skeleton, useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { DepositRouteState } from '../../shared/forms/deposit-route';
import { Hint } from '../../shared/forms/form-styles';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { useApiCall } from '../../shared/forms/use-api-call';
import { AuthCodeDialog } from './auth-code-dialog';

const Tip = styled(Hint)`
  padding: ${({ theme }) => theme.space.lg}px;
`;

type Choice = 'corporate' | 'personal' | 'usdt';

interface Option {
  choice: Choice;
  title: string;
  path: string;
  /** Whether the tenant wants the authorization code checked first. */
  needsAuth: boolean;
}

function optionsOf(info: DepositMethodInfo): Option[] {
  const options: Option[] = [];
  if (info.corporate)
    options.push({
      choice: 'corporate',
      title: 'deposit.corporate',
      path: '/depositMethod?type=corporate',
      needsAuth: info.needAuth,
    });
  if (info.personal)
    options.push({
      choice: 'personal',
      title: 'deposit.personal',
      path: '/depositMethod?type=personal',
      needsAuth: info.needAuth,
    });
  if (info.crypto)
    options.push({
      choice: 'usdt',
      title: 'deposit.usdt',
      path: '/depositUSDT',
      needsAuth: info.needAuthUSDT,
    });
  return options;
}

/** /depositList: corporate account, personal account or USDT; codes are checked before going on. */
export function DepositListScreen() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const info = useDepositMethodQuery();
  const [checkAuthCode] = useLazyCheckAuthCodeQuery();
  const { busy, call } = useApiCall();
  const [asking, setAsking] = useState<Option | null>(null);

  const verify = async (option: Option, authCode: string) => {
    const result = await call(() =>
      checkAuthCode({ authCode, usdt: option.choice === 'usdt' }, false),
    );
    if (!result.ok) return;
    if (!result.data) {
      toast.show(intl.formatMessage({ id: 'message.authCodeIncorrect' }));
      return;
    }
    setAsking(null);
    const state: DepositRouteState = { authCode };
    void navigate(option.path, { state });
  };

  let body;
  if (info.isError && !info.data) body = <ErrorPanel onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <Skeleton rows={3} />;
  else
    body = (
      <CellGroup title={intl.formatMessage({ id: 'deposit.chooseAccount' })}>
        {optionsOf(info.data).map((option) => (
          <Cell
            key={option.choice}
            title={intl.formatMessage({ id: option.title })}
            isLink
            onClick={() => (option.needsAuth ? setAsking(option) : void navigate(option.path))}
          />
        ))}
      </CellGroup>
    );

  return (
    <>
      <ScreenBar title="route.depositList" />
      {body}
      {info.data?.needAuth && <Tip>{intl.formatMessage({ id: 'deposit.authCodeTip' })}</Tip>}
      {asking && (
        <AuthCodeDialog
          open
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(authCode) => void verify(asking, authCode)}
        />
      )}
    </>
  );
}
