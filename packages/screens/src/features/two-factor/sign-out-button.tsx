import { useLogoutMutation } from '@trading/api';
import { Button, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

/**
 * Sign-out from the set-up a tenant requires: a user taken there at sign-in can leave without
 * turning it on. The api ends the local session whatever the server answers.
 */
export function SignOutButton() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = async () => {
    const result = await logout();
    if (result.error === undefined) toast.show(intl.formatMessage({ id: 'success.logout' }));
    void navigate('/login', { replace: true });
  };
  return (
    <Button $block $variant="text" disabled={isLoading} onClick={() => void signOut()}>
      {intl.formatMessage({ id: 'action.logout' })}
    </Button>
  );
}
