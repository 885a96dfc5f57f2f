import { IconButton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { INDICATORS, type IndicatorKind } from './indicator-kind';
import { SettingsIcon } from './settings-icon';

export interface IndicatorBarProps {
  selected: readonly IndicatorKind[];
  onToggle: (kind: IndicatorKind) => void;
  /** Opens the parameters; the button is off while there is nobody to keep them for. */
  onSettings: (() => void) | undefined;
}

const Row = styled.div`
  display: flex;
  align-items: center;
`;

const Bar = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
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

const Settings = styled(IconButton)`
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/**
 * Indicator switches; several may be on at once (each oscillator adds a pane). The settings
 * button stays at the end, outside the scrolling chips, so it is always in reach.
 */
export function IndicatorBar({ selected, onToggle, onSettings }: IndicatorBarProps) {
  const intl = useIntl();
  return (
    <Row>
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
      <Settings
        aria-label={intl.formatMessage({ id: 'stock.indicator.settings' })}
        aria-haspopup="dialog"
        disabled={onSettings === undefined}
        onClick={onSettings}
      >
        <SettingsIcon />
      </Settings>
    </Row>
  );
}
