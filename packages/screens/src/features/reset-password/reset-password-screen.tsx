import { useChangePasswordMutation } from '@trading/api';
import { useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useGoBack } from '../../shared/context';
import { PasswordChangeForm } from '../../shared/forms/password-change-form';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { useApiCall } from '../../shared/forms/use-api-call';

/** /resetPassword: old, new and repeated login password. */
export function ResetPasswordScreen() {
  const intl = useIntl();
  const toast = useToast();
  const goBack = useGoBack();
  const [changePassword] = useChangePasswordMutation();
  const { busy, call } = useApiCall();
  return (
    <>
      <ScreenBar title="route.resetPassword" />
      <PasswordChangeForm
        needsOld
        newLabel="form.newPassword.label"
        busy={busy}
        onSubmit={async ({ oldPassword, password }) => {
          const result = await call(() => changePassword({ oldPassword, password }));
          if (!result.ok) return;
          toast.show(intl.formatMessage({ id: 'success.operation' }));
          goBack();
        }}
      />
    </>
  );
}
