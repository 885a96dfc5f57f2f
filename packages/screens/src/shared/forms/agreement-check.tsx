import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Row = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 44px;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Box = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
  accent-color: ${({ theme }) => theme.color.primary};
`;

/** "I have read and agree to the … Agreement", required before login or registration. */
export function AgreementCheck({
  label,
  checked,
  onChange,
}: {
  /** i18n id of the sentence. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Row htmlFor={id}>
      <Box id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {intl.formatMessage({ id: label })}
    </Row>
  );
}
