import { KLINE_SELECTOR_ORDER, type KlinePeriod } from '@trading/contract';
import { Tabs } from '@trading/ui-kit';
import { useIntl } from 'react-intl';

export interface PeriodBarProps {
  period: KlinePeriod;
  onChange: (period: KlinePeriod) => void;
}

/** The period selector in the spec's order: 1m, D, W, M, 5m, 15m, 30m. */
export function PeriodBar({ period, onChange }: PeriodBarProps) {
  const intl = useIntl();
  return (
    <Tabs
      aria-label={intl.formatMessage({ id: 'stock.period.label' })}
      items={KLINE_SELECTOR_ORDER.map((p) => ({
        title: intl.formatMessage({ id: `stock.period.${p}` }),
      }))}
      active={KLINE_SELECTOR_ORDER.indexOf(period as (typeof KLINE_SELECTOR_ORDER)[number])}
      onChange={(index) => onChange(KLINE_SELECTOR_ORDER[index] as KlinePeriod)}
    />
  );
}
