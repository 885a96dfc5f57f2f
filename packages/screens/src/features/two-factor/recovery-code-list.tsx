import { CopyButton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Hint, SubmitButton } from '../../shared/forms/form-styles';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ui-monospace, monospace;
`;

/** The recovery codes, shown once: the user copies or writes them down, then leaves. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  return (
    <Card aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">{intl.formatMessage({ id: 'twoFactor.recoveryTitle' })}</h2>
      <Hint>{intl.formatMessage({ id: 'twoFactor.recoveryHint' })}</Hint>
      <Codes aria-label={intl.formatMessage({ id: 'twoFactor.recoveryTitle' })}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <CopyButton text={codes.join('\n')} />
      <SubmitButton type="button" onClick={onDone}>
        {intl.formatMessage({ id: 'twoFactor.savedCodes' })}
      </SubmitButton>
    </Card>
  );
}
