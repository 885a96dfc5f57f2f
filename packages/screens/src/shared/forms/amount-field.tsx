import { formatMoney, readTypedNumber, type NumberUnit } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldLabel, FieldRow, FieldStack } from './field-frame';
import { FieldError, Input } from './text-field';
import { useFieldMessage } from './use-field-message';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

export interface AmountFieldProps {
  /** i18n id of the label, or… */
  label?: string;
  /** …the label itself. */
  labelText?: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  /** Money to its currency's decimals, or whole shares and lots. */
  unit: NumberUnit;
  /** The currency sign the value is shown with once read (none for shares and lots). */
  sign?: string;
  /** i18n id of the caller's message (required, out of range), once the text reads. */
  error?: string;
  errorValues?: Record<string, string>;
  readOnly?: boolean;
  placeholder?: string;
  /** Under the field, such as the shares a number of lots stands for. */
  hint?: ReactNode;
  /** Right of the input (fill-in button). */
  action?: ReactNode;
}

/** How a value of `unit` is written back: money to its decimals, shares and lots whole. */
function shown(value: string, unit: NumberUnit, sign = ''): string {
  return formatMoney(value, { sign, decimals: unit.kind === 'money' ? unit.decimals : 0 });
}

/**
 * The one input for money and share quantities. The text is kept exactly as typed (nothing is
 * stripped), read in the screen's language, and what it reads as is shown under it ("Reads as
 * R$ 1.234,50") so the investor sees the number before confirming; text with no single
 * reading says why at once.
 */
export function AmountField({
  label,
  labelText,
  value,
  onChange,
  unit,
  sign,
  error,
  errorValues,
  readOnly = false,
  placeholder,
  hint,
  action,
}: AmountFieldProps) {
  const intl = useIntl();
  const reading = readTypedNumber(value, unit);
  const own =
    !reading.ok && reading.problem !== 'required' ? `form.number.${reading.problem}` : undefined;
  // What the field itself cannot read is the more precise message of the two.
  const message = own ?? error;
  const { id, messageId, control } = useFieldMessage(message !== undefined);
  const values = {
    example: shown(unit.kind === 'money' ? '1234.5' : '1000', unit),
    decimals: String(unit.kind === 'money' ? unit.decimals : 0),
    ...errorValues,
  };
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>
        {labelText ?? (label ? intl.formatMessage({ id: label }) : '')}
      </FieldLabel>
      <FieldRow>
        <Input
          {...control}
          value={value}
          readOnly={readOnly}
          placeholder={placeholder}
          inputMode={unit.kind === 'whole' ? 'numeric' : 'decimal'}
          autoComplete="off"
          onChange={(event) => onChange?.(event.target.value)}
        />
        {action}
      </FieldRow>
      {reading.ok && (
        <Note role="status">
          {intl.formatMessage(
            { id: 'form.number.reads' },
            { value: shown(reading.value, unit, sign) },
          )}
        </Note>
      )}
      {hint !== undefined && <Note>{hint}</Note>}
      {message !== undefined && (
        <FieldError id={messageId} role="alert">
          {intl.formatMessage({ id: message }, values)}
        </FieldError>
      )}
    </FieldStack>
  );
}
