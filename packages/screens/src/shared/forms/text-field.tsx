import { useTypedBeforeTakeover } from '@trading/ui-kit';
import {
  useRef,
  type ChangeEvent,
  type ComponentProps,
  type HTMLInputTypeAttribute,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldLabel, FieldRow, FieldStack, fieldBox } from './field-frame';
import { useFieldMessage } from './use-field-message';

const InputBox = styled.input<{ $invalid?: boolean }>`
  flex: 1;
  min-width: 0;
  ${fieldBox}
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  &:read-only {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/**
 * The text input of every form field. Text typed into the server's HTML before the app took it
 * over reaches `onChange` as the change it is (useTypedBeforeTakeover), so the form keeps it.
 */
export function Input(props: ComponentProps<typeof InputBox>) {
  const ref = useRef<HTMLInputElement>(null);
  const { value, onChange } = props;
  useTypedBeforeTakeover(ref, typeof value === 'string' ? value : undefined, (field) =>
    onChange?.({ target: field, currentTarget: field } as ChangeEvent<HTMLInputElement>),
  );
  return <InputBox ref={ref} {...props} />;
}

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
`;

export interface TextFieldProps {
  /** i18n id of the label, or… */
  label?: string;
  /** …the label itself, for fields the tenant names (such as "IFSC code"). */
  labelText?: string;
  value: string;
  onChange?: (value: string) => void;
  /** i18n id of the message under the field. */
  error?: string;
  /** Values of the message's placeholders (the tenant's name of a field). */
  errorValues?: Record<string, string>;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  readOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** Right of the input (copy button, unit). */
  suffix?: ReactNode;
}

/** A labelled input with its validation message; the label names the input for screen readers. */
export function TextField({
  label,
  labelText,
  value,
  onChange,
  error,
  errorValues,
  type = 'text',
  inputMode,
  maxLength,
  readOnly = false,
  autoComplete,
  placeholder,
  suffix,
}: TextFieldProps) {
  const intl = useIntl();
  const { id, messageId, control } = useFieldMessage(Boolean(error));
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>
        {labelText ?? (label ? intl.formatMessage({ id: label }) : '')}
      </FieldLabel>
      <FieldRow>
        <Input
          {...control}
          type={type}
          value={value}
          inputMode={inputMode}
          maxLength={maxLength}
          readOnly={readOnly}
          autoComplete={autoComplete}
          placeholder={placeholder}
          onChange={(event) => onChange?.(event.target.value)}
        />
        {suffix}
      </FieldRow>
      {error && (
        <FieldError id={messageId}>{intl.formatMessage({ id: error }, errorValues)}</FieldError>
      )}
    </FieldStack>
  );
}
