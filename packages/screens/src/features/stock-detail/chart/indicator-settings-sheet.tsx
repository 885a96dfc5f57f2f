import { INDICATOR_PARAMS, paramsProblem } from '@trading/contract';
import { BottomSheet, Button, Tabs } from '@trading/ui-kit';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { INDICATORS, type IndicatorKind } from './indicator-kind';
import { DEFAULT_INDICATOR_PARAMS, perIndicator, type IndicatorParams } from './indicator-params';
import { readParam } from './indicator-params-check';
import { ParamField } from './param-field';
import { SheetBody } from '../sheet-layout';

/** Each indicator's fields as typed, kept while the user moves between indicators. */
type Typed = Readonly<Record<IndicatorKind, readonly string[]>>;

const typedOf = (params: IndicatorParams): Typed =>
  perIndicator((kind) => params[kind].map(String));

/** The numbers typed, or null while any field is not a whole number in its range. */
function readTyped(typed: Typed): IndicatorParams | null {
  const params = perIndicator((kind) =>
    INDICATOR_PARAMS[kind].map((spec, i) => readParam(spec, typed[kind][i] ?? '')),
  );
  return INDICATORS.every((kind) => params[kind].every((value) => value !== null))
    ? (params as IndicatorParams)
    : null;
}

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
 * Each indicator's parameters as whole numbers within their ranges (a field out of range says
 * so and Save waits), a reset to KLineChart's defaults for the one shown, and Save for all.
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
  const [typed, setTyped] = useState(() => typedOf(params));
  const [shown, setShown] = useState(kind);
  // Each opening starts from what the chart draws, on the indicator asked for; set while
  // rendering, as React advises for state that follows a prop.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setTyped(typedOf(params));
      setShown(kind);
    }
  }
  const draft = readTyped(typed);
  const fastNotBelowSlow =
    draft !== null && paramsProblem('MACD', draft.MACD) === 'fastNotBelowSlow';
  const valid = draft !== null && INDICATORS.every((k) => paramsProblem(k, draft[k]) === null);
  const change = (index: number, text: string) =>
    setTyped((current) => ({
      ...current,
      [shown]: current[shown].map((old, i) => (i === index ? text : old)),
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
            <ParamField
              key={`${shown}-${i}`}
              spec={spec}
              text={typed[shown][i] ?? ''}
              onChange={(text) => change(i, text)}
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
                setTyped((current) => ({
                  ...current,
                  [shown]: DEFAULT_INDICATOR_PARAMS[shown].map(String),
                }))
              }
            >
              {intl.formatMessage({ id: 'stock.indicator.reset' })}
            </Button>
            <Button
              $variant="primary"
              disabled={!valid}
              aria-describedby={fastNotBelowSlow ? reasonId : undefined}
              onClick={() => {
                if (!draft) return;
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
