import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldRow, FieldStack, fieldBox } from '../forms/field-frame';
import { useFieldMessage } from '../forms/use-field-message';

const Field = styled(FieldStack)`
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

const Input = styled.input<{ $invalid: boolean }>`
  flex: 1;
  min-width: 0;
  ${fieldBox}
  background: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.sizeMd}px;

  &:read-only {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/**
 * A labelled text field for quantities and amounts. `digitsOnly` drops anything but 0–9 as
 * it is typed (subscription quantities are whole numbers).
 */
export function FormField({
  label,
  value,
  onChange,
  mode,
  readOnly = false,
  placeholder,
  error,
  hint,
  action,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  mode: 'digits' | 'decimal';
  readOnly?: boolean;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
}) {
  const { id, messageId, control } = useFieldMessage(error !== undefined);
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldRow>
        <Input
          {...control}
          value={value}
          readOnly={readOnly}
          placeholder={placeholder}
          inputMode={mode === 'digits' ? 'numeric' : 'decimal'}
          autoComplete="off"
          onChange={(event) =>
            onChange(
              mode === 'digits'
                ? event.target.value.replace(/\D/g, '')
                : event.target.value.replace(/[^\d.]/g, ''),
            )
          }
        />
        {action}
      </FieldRow>
      {hint !== undefined && <Hint>{hint}</Hint>}
      {error !== undefined && (
        <Message id={messageId} role="alert">
          {error}
        </Message>
      )}
    </Field>
  );
}
