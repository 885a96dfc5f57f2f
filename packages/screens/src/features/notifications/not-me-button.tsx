import { useNotMeMutation } from '@trading/api';
import { Button, Popup, useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiCall } from '../../shared/forms/use-api-call';
import { PasswordConfirmForm } from '../../shared/second-factor/password-confirm-form';

/**
 * "This wasn't me" beside a factor the owner did not add: with the password, every device is
 * signed out (this one too) and the factors of the last 24 hours are removed; the app then
 * goes back to sign-in (POST /user/security/notMe).
 */
export function NotMeButton() {
  const intl = useIntl();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [notMe] = useNotMeMutation();
  const { busy, call } = useApiCall();
  const submit = async (password: string) => {
    if ((await call(() => notMe({ password }))).ok)
      toast.show(intl.formatMessage({ id: 'notMe.done' }));
  };
  return (
    <>
      <Button $variant="text" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'notMe.action' })}
      </Button>
      {open && (
        <Popup
          open
          onClose={() => setOpen(false)}
          position="center"
          title={intl.formatMessage({ id: 'notMe.title' })}
        >
          <PasswordConfirmForm prompt="notMe.prompt" onSubmit={(p) => void submit(p)} busy={busy} />
        </Popup>
      )}
    </>
  );
}
