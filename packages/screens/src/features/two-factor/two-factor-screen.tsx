import {
  useTwoFactorConfirmMutation,
  useTwoFactorDisableMutation,
  useTwoFactorRecoveryCodesMutation,
  useTwoFactorSetupMutation,
  useTwoFactorStateQuery,
} from '@trading/api';
import type { SecondFactor, TwoFactorSetup } from '@trading/contract';
import { Button, CopyButton, QRCode, Skeleton, useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Hint, Notice } from '../../shared/forms/form-styles';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { useApiCall } from '../../shared/forms/use-api-call';
import { SecondFactorForm } from '../../shared/second-factor/second-factor-form';
import { groupSecret } from './group-secret';
import { RecoveryCodeList } from './recovery-code-list';
import { SignOutButton } from './sign-out-button';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  text-align: center;
`;

/** At or below this many recovery codes left the screen warns and puts new ones first. */
const FEW_RECOVERY_CODES = 2;

const Secret = styled.code`
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  letter-spacing: 0.05em;
  word-break: break-all;
  text-align: center;
`;

/**
 * /account/two-factor: turn TOTP sign-in on (QR code and typed secret, confirmed with a code,
 * then the recovery codes once), see how many recovery codes are left, get new ones, turn it
 * off. Changes ask for a step-up through useApiCall when the server wants one.
 */
export function TwoFactorScreen() {
  const intl = useIntl();
  const toast = useToast();
  const { data: state } = useTwoFactorStateQuery();
  const [setup] = useTwoFactorSetupMutation();
  const [confirm] = useTwoFactorConfirmMutation();
  const [disable] = useTwoFactorDisableMutation();
  const [regenerate] = useTwoFactorRecoveryCodesMutation();
  const { busy, call } = useApiCall();
  const [enrolment, setEnrolment] = useState<TwoFactorSetup>();
  const [codes, setCodes] = useState<string[]>();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const start = async () => {
    const result = await call(() => setup());
    if (result.ok) setEnrolment(result.data);
  };
  const finish = async (proof: SecondFactor) => {
    if (!('code' in proof)) return;
    const result = await call(() => confirm({ code: proof.code }));
    if (!result.ok) return;
    setEnrolment(undefined);
    setCodes(result.data.recoveryCodes);
    toast.show(text('twoFactor.turnedOn'));
  };
  const newCodes = async () => {
    const result = await call(() => regenerate());
    if (result.ok) setCodes(result.data.recoveryCodes);
  };
  const turnOff = async () => {
    const result = await call(() => disable());
    if (result.ok) toast.show(text('twoFactor.turnedOff'));
  };

  let body;
  if (codes) body = <RecoveryCodeList codes={codes} onDone={() => setCodes(undefined)} />;
  else if (enrolment)
    body = (
      <Card>
        <Stack>
          <Hint>{text('twoFactor.scanHint')}</Hint>
          <QRCode value={enrolment.uri} label={text('twoFactor.qrLabel')} />
          <Hint>{text('twoFactor.typeHint')}</Hint>
          <Secret data-testid="totp-secret">{groupSecret(enrolment.secret)}</Secret>
          <CopyButton text={enrolment.secret}>{text('action.copy')}</CopyButton>
        </Stack>
        <SecondFactorForm onSubmit={finish} busy={busy} codeOnly submitLabel="twoFactor.turnOn" />
      </Card>
    );
  else if (!state) body = <Skeleton rows={3} />;
  else if (state.enabled)
    body = (
      <Card>
        <Stack>
          <Notice role="status">{text('twoFactor.on')}</Notice>
          {state.recoveryCodesLeft <= FEW_RECOVERY_CODES ? (
            <Warning role="alert">
              {text('twoFactor.codesLow', { count: state.recoveryCodesLeft })}
            </Warning>
          ) : (
            <Hint>{text('twoFactor.codesLeft', { count: state.recoveryCodesLeft })}</Hint>
          )}
          <Button
            $block
            $variant={state.recoveryCodesLeft <= FEW_RECOVERY_CODES ? 'primary' : undefined}
            disabled={busy}
            onClick={newCodes}
          >
            {text('twoFactor.newCodes')}
          </Button>
          <Button $block $variant="danger" disabled={busy} onClick={turnOff}>
            {text('twoFactor.turnOff')}
          </Button>
        </Stack>
      </Card>
    );
  else
    body = (
      <Card>
        <Stack>
          <Notice role="status">
            {text(state.enrolmentRequired ? 'twoFactor.required' : 'twoFactor.off')}
          </Notice>
          <Hint>{text('twoFactor.explain')}</Hint>
          <Button $block $variant="primary" disabled={busy} onClick={start}>
            {text('twoFactor.turnOn')}
          </Button>
          {state.enrolmentRequired && <SignOutButton />}
        </Stack>
      </Card>
    );

  return (
    <>
      <ScreenBar title="route.twoFactor" />
      {body}
    </>
  );
}
