import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { INDICATORS, type IndicatorKind } from './indicator-kind';

export interface IndicatorBarProps {
  selected: readonly IndicatorKind[];
  onToggle: (kind: IndicatorKind) => void;
}

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  overflow-x: auto;
`;

const Chip = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  flex: none;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $on }) => ($on ? theme.color.onPrimary : theme.color.text)};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  cursor: pointer;
`;

/** Indicator switches; several may be on at once (each oscillator adds a pane). */
export function IndicatorBar({ selected, onToggle }: IndicatorBarProps) {
  const intl = useIntl();
  return (
    <Bar role="group" aria-label={intl.formatMessage({ id: 'stock.indicator.label' })}>
      {INDICATORS.map((kind) => {
        const on = selected.includes(kind);
        return (
          <Chip key={kind} $on={on} aria-pressed={on} onClick={() => onToggle(kind)}>
            {intl.formatMessage({ id: `stock.indicator.${kind}` })}
          </Chip>
        );
      })}
    </Bar>
  );
}
