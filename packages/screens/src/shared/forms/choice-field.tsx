import { Picker, type PickerOption } from '@trading/ui-kit';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldLabel, FieldStack, fieldBox } from './field-frame';
import { FieldError } from './text-field';
import { useFieldMessage } from './use-field-message';

const Trigger = styled.button.attrs({ type: 'button' })<{ $invalid: boolean }>`
  ${fieldBox}
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  text-align: left;
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
  }
`;

export interface ChoiceFieldProps {
  /** i18n id of the label (also the picker's title). */
  label: string;
  options: PickerOption<string>[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A field whose value comes from a bottom-sheet picker (ID type, bank name). */
export function ChoiceField({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
}: ChoiceFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const { id: triggerId, messageId, control } = useFieldMessage(Boolean(error));
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage({ id: label });
  const chosen = options.find((option) => option.value === value);
  return (
    <FieldStack>
      <FieldLabel as="span" id={labelId}>
        {title}
      </FieldLabel>
      {/* Named by the label and the shown choice, so the visible text is part of the name. */}
      <Trigger
        {...control}
        aria-labelledby={`${labelId} ${triggerId}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {chosen?.label ?? intl.formatMessage({ id: 'form.choose' })}
      </Trigger>
      {error && <FieldError id={messageId}>{intl.formatMessage({ id: error })}</FieldError>}
      <Picker
        open={open}
        title={title}
        options={options}
        value={value}
        onSelect={onChange}
        onClose={() => setOpen(false)}
      />
    </FieldStack>
  );
}
