import { Dialog } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../shared/forms/text-field';

/** Asks for the institutional authorization code before a deposit account is shown. */
export function AuthCodeDialog({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: (authCode: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      open={open}
      title={intl.formatMessage({ id: 'form.authCode.label' })}
      confirmText={intl.formatMessage({ id: 'ui.confirm' })}
      cancelText={intl.formatMessage({ id: 'ui.cancel' })}
      onCancel={onCancel}
      onConfirm={() => {
        if (busy) return;
        if (!code.trim()) {
          setError('form.authCode.required');
          return;
        }
        onConfirm(code.trim());
      }}
    >
      <TextField
        label="form.authCode.label"
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        error={error}
      />
    </Dialog>
  );
}
