import { Picker, type PickerOption } from '@trading/ui-kit';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from './text-field';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Trigger = styled.button.attrs({ type: 'button' })<{ $invalid: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
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
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage({ id: label });
  const chosen = options.find((option) => option.value === value);
  return (
    <Wrapper>
      <Label id={labelId}>{title}</Label>
      {/* Named by the label and the shown choice, so the visible text is part of the name. */}
      <Trigger
        id={triggerId}
        aria-labelledby={`${labelId} ${triggerId}`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {chosen?.label ?? intl.formatMessage({ id: 'form.choose' })}
      </Trigger>
      {error && <FieldError>{intl.formatMessage({ id: error })}</FieldError>}
      <Picker
        open={open}
        title={title}
        options={options}
        value={value}
        onSelect={onChange}
        onClose={() => setOpen(false)}
      />
    </Wrapper>
  );
}
