import { useOpPasswordStateQuery, useSetOpPasswordMutation } from '@trading/api';
import { ErrorPanel, Skeleton, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useGoBack } from '../../shared/context';
import { PasswordChangeForm } from '../../shared/forms/password-change-form';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { useApiCall } from '../../shared/forms/use-api-call';

/** /resetOpPassword: sets the withdrawal password, asking for the old one only if one exists. */
export function ResetOpPasswordScreen() {
  const intl = useIntl();
  const toast = useToast();
  const goBack = useGoBack();
  const state = useOpPasswordStateQuery();
  const [setOpPassword] = useSetOpPasswordMutation();
  const { busy, call } = useApiCall();

  let body;
  if (state.isError && !state.data) body = <ErrorPanel onRetry={() => void state.refetch()} />;
  else if (!state.data) body = <Skeleton rows={3} />;
  else {
    const exists = state.data.exists;
    body = (
      <PasswordChangeForm
        needsOld={exists}
        oldLabel="form.oldWithdrawPassword.label"
        newLabel={exists ? 'form.newWithdrawPassword.label' : 'form.withdrawPassword.label'}
        busy={busy}
        onSubmit={async ({ oldPassword, password }) => {
          const result = await call(() =>
            setOpPassword(exists ? { oldPassword, password } : { password }),
          );
          if (!result.ok) return;
          toast.show(intl.formatMessage({ id: 'success.operation' }));
          goBack();
        }}
      />
    );
  }
  return (
    <>
      <ScreenBar title="route.resetOpPassword" />
      {body}
    </>
  );
}
