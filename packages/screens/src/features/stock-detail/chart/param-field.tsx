import { IconButton, StrokeIcon, TOUCH_TARGET, useUiText } from '@trading/ui-kit';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ParamSpec } from '@trading/contract';
import { readParam } from './indicator-params-check';
import { SheetRow } from '../sheet-layout';

export interface ParamFieldProps {
  spec: ParamSpec;
  /** What the field holds, as typed: it is never rewritten to fit the range. */
  text: string;
  onChange: (text: string) => void;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Box = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};

  &:has(input[aria-invalid='true']) {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Input = styled.input`
  width: 80px;
  min-height: ${TOUCH_TARGET}px;
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: inherit;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const MINUS = 'M5 12h14';
const PLUS = 'M12 5v14M5 12h14';

/**
 * One whole-number parameter with − and + beside it. Typed text that is not a whole number in
 * the parameter's range stays as typed, marked invalid with the range it must be in.
 */
export function ParamField({ spec, text, onChange }: ParamFieldProps) {
  const intl = useIntl();
  const ui = useUiText();
  const id = useId();
  const messageId = useId();
  const label = intl.formatMessage({ id: `stock.indicator.param.${spec.name}` }, { n: spec.line });
  const value = readParam(spec, text);
  // The buttons step from the value read, or from the nearest end of the range after a refusal.
  const step = (by: 1 | -1) => {
    const from = value ?? (by > 0 ? spec.min - 1 : spec.max + 1);
    onChange(String(Math.min(spec.max, Math.max(spec.min, from + by))));
  };
  return (
    <Field>
      <SheetRow>
        <label htmlFor={id}>{label}</label>
        <Box>
          <IconButton
            aria-label={ui.decrease}
            disabled={value !== null && value <= spec.min}
            onClick={() => step(-1)}
          >
            <StrokeIcon d={MINUS} />
          </IconButton>
          <Input
            id={id}
            role="spinbutton"
            inputMode="numeric"
            aria-valuenow={value ?? undefined}
            aria-valuemin={spec.min}
            aria-valuemax={spec.max}
            aria-invalid={value === null}
            aria-describedby={value === null ? messageId : undefined}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
          <IconButton
            aria-label={ui.increase}
            disabled={value !== null && value >= spec.max}
            onClick={() => step(1)}
          >
            <StrokeIcon d={PLUS} />
          </IconButton>
        </Box>
      </SheetRow>
      {value === null && (
        <Message id={messageId}>
          {intl.formatMessage(
            { id: 'stock.indicator.param.range' },
            { min: spec.min, max: spec.max },
          )}
        </Message>
      )}
    </Field>
  );
}
