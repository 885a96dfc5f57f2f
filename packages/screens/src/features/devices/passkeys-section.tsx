import {
  usePasskeyRegisterMutation,
  usePasskeyRegisterOptionsMutation,
  usePasskeyRemoveMutation,
  usePasskeysQuery,
} from '@trading/api';
import type { Passkey } from '@trading/contract';
import { Button, Cell, CellGroup, ErrorPanel, Skeleton, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '../../shared/date-time/use-format-date-time';
import { SectionEmpty, SectionFooter, SectionTitle } from './section-styles';
import { useConfirmedCall } from '../../shared/forms/use-confirmed-call';

/** Passkeys: sign in with the device's lock instead of a password; add one here, remove any. */
export function PasskeysSection() {
  const intl = useIntl();
  const toast = useToast();
  const formatTime = useFormatDateTime();
  const passkeys = usePasskeysQuery();
  const [options] = usePasskeyRegisterOptionsMutation();
  const [register] = usePasskeyRegisterMutation();
  const [remove] = usePasskeyRemoveMutation();
  const { busy, call, confirmThen, dialog, text } = useConfirmedCall();

  const add = async () => {
    const asked = await call(() => options());
    if (!asked.ok) return;
    // Loaded on the tap, like the login screen's passkey sign-in.
    const { createPasskey } = await import('../../shared/passkeys/passkey-ceremony');
    const made = await createPasskey(asked.data);
    if (!made.ok) toast.show(text(made.reason));
    else if ((await call(() => register({ credential: made.credential }))).ok)
      toast.show(text('passkey.added'));
  };

  const removeOne = (passkey: Passkey) =>
    confirmThen('passkey.confirmRemove', () => remove({ id: passkey.id }), 'success.delete');

  let body;
  if (passkeys.isError && !passkeys.data)
    body = <ErrorPanel onRetry={() => void passkeys.refetch()} />;
  else if (!passkeys.data) body = <Skeleton rows={2} />;
  else if (passkeys.data.length === 0) body = <SectionEmpty>{text('passkey.none')}</SectionEmpty>;
  else
    body = (
      <CellGroup>
        {passkeys.data.map((passkey) => (
          <Cell
            key={passkey.id}
            title={passkey.name || text('devices.unknownDevice')}
            label={intl.formatMessage(
              { id: 'passkey.created' },
              { time: formatTime(passkey.createdTime) },
            )}
            value={
              <Button $variant="default" disabled={busy} onClick={() => void removeOne(passkey)}>
                {text('passkey.remove')}
              </Button>
            }
          />
        ))}
      </CellGroup>
    );

  return (
    <section>
      <SectionTitle>{text('passkey.title')}</SectionTitle>
      {body}
      <SectionFooter>
        <Button $variant="primary" $block disabled={busy} onClick={() => void add()}>
          {text('passkey.add')}
        </Button>
      </SectionFooter>
      {dialog}
    </section>
  );
}
