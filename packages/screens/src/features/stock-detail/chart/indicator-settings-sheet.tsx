import { BottomSheet, Button, Stepper, Tabs } from '@trading/ui-kit';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { INDICATORS, type IndicatorKind } from './indicator-kind';
import {
  DEFAULT_INDICATOR_PARAMS,
  INDICATOR_PARAMS,
  type IndicatorParams,
  type ParamSpec,
} from './indicator-params';
import { paramsProblem } from './indicator-params-check';
import { SheetBody, SheetRow } from '../sheet-layout';

export interface IndicatorSettingsSheetProps {
  open: boolean;
  /** The indicator it opens on. */
  kind: IndicatorKind;
  /** What the chart draws with now. */
  params: IndicatorParams;
  onSave: (params: IndicatorParams) => void;
  onClose: () => void;
}

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;

  & > * {
    flex: 1;
  }
`;

/**
 * Each indicator's parameters as whole numbers within their ranges (the steppers keep them
 * there), a reset to KLineChart's defaults for the one shown, and Save for all of them.
 */
export function IndicatorSettingsSheet({
  open,
  kind,
  params,
  onSave,
  onClose,
}: IndicatorSettingsSheetProps) {
  const intl = useIntl();
  const reasonId = useId();
  const [draft, setDraft] = useState(params);
  const [shown, setShown] = useState(kind);
  // Each opening starts from what the chart draws, on the indicator asked for; set while
  // rendering, as React advises for state that follows a prop.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(params);
      setShown(kind);
    }
  }
  const fastNotBelowSlow = paramsProblem('MACD', draft.MACD) === 'fastNotBelowSlow';
  const valid = INDICATORS.every((k) => paramsProblem(k, draft[k]) === null);
  const change = (index: number, value: number) =>
    setDraft((current) => ({
      ...current,
      [shown]: current[shown].map((old, i) => (i === index ? value : old)),
    }));

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'stock.indicator.settings' })}
    >
      <Tabs
        items={INDICATORS.map((k) => ({
          title: intl.formatMessage({ id: `stock.indicator.${k}` }),
        }))}
        active={INDICATORS.indexOf(shown)}
        onChange={(index) => setShown(INDICATORS[index] ?? shown)}
        aria-label={intl.formatMessage({ id: 'stock.indicator.label' })}
      >
        <SheetBody>
          {INDICATOR_PARAMS[shown].map((spec, i) => (
            <ParamRow
              // A new indicator is new fields: a half-typed value must not carry over.
              key={`${shown}-${i}`}
              spec={spec}
              value={draft[shown][i] ?? spec.default}
              onChange={(value) => change(i, value)}
            />
          ))}
          {fastNotBelowSlow && (
            <Reason id={reasonId} role="alert">
              {intl.formatMessage({ id: 'stock.indicator.fastNotBelowSlow' })}
            </Reason>
          )}
          <Actions>
            <Button
              onClick={() =>
                setDraft((current) => ({ ...current, [shown]: DEFAULT_INDICATOR_PARAMS[shown] }))
              }
            >
              {intl.formatMessage({ id: 'stock.indicator.reset' })}
            </Button>
            <Button
              $variant="primary"
              disabled={!valid}
              aria-describedby={fastNotBelowSlow ? reasonId : undefined}
              onClick={() => {
                onSave(draft);
                onClose();
              }}
            >
              {intl.formatMessage({ id: 'action.save' })}
            </Button>
          </Actions>
        </SheetBody>
      </Tabs>
    </BottomSheet>
  );
}

function ParamRow({
  spec,
  value,
  onChange,
}: {
  spec: ParamSpec;
  value: number;
  onChange: (value: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: `stock.indicator.param.${spec.name}` }, { n: spec.line });
  return (
    <SheetRow>
      <label htmlFor={id}>{label}</label>
      <Stepper
        id={id}
        aria-label={label}
        value={value}
        onChange={onChange}
        min={spec.min}
        max={spec.max}
        step={1}
      />
    </SheetRow>
  );
}
