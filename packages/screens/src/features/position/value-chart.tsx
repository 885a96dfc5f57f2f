import { usePortfolioHistoryQuery } from '@trading/api';
import { PortfolioRange, type CurrencyCode, type PortfolioHistory } from '@trading/contract';
import { ChangeText, formatMoney, INVALID_MONEY, Tabs, useColorScheme } from '@trading/ui-kit';
import type { Chart as HighchartsChart } from 'highcharts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useChartLibrary } from '../../shared/chart/use-chart-library';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { currencySign } from '../../shared/format/currency-sign';
import { buildValueChartOptions } from './value-chart-options';

const RANGES = PortfolioRange.options;
const DEFAULT_RANGE: PortfolioRange = '1M';

const Section = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

const Headline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px 0`};
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/** What the return measures: it is not today's change above it (other span, cash counted). */
const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.lg}px`};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
`;

const Value = styled.strong`
  font-size: ${({ theme }) => theme.font.sizeLg}px;
`;

// A fixed height, drawn before Highcharts arrives, so the list below never jumps.
const Stage = styled.div`
  position: relative;
  height: 180px;
  margin: 0 ${({ theme }) => theme.space.md}px;
`;

const CONTAINER_PROPS = {
  'data-testid': 'portfolio-value-chart',
  style: { position: 'absolute', inset: 0 },
} as const;

// Signs, not initials: a letter would be English in every language; the tooltip names the flow.
const FLAG_TITLE = { DEPOSIT: '+', WITHDRAWAL: '−', TRANSFER: '⇄' } as const;

function Chart({ history, label }: { history: PortfolioHistory; label: string }) {
  const intl = useIntl();
  const library = useChartLibrary();
  // Highcharts needs literal colours: the painted palette, which re-renders on a scheme flip.
  const { colors: color } = useColorScheme();
  const sign = currencySign(history.currencyType);
  const options = useMemo(
    () =>
      buildValueChartOptions({
        history,
        colors: color,
        money: (value) => formatMoney(value, { sign }),
        when: formatDateTime,
        flagText: (kind) => ({
          title: FLAG_TITLE[kind],
          text: intl.formatMessage({ id: `position.chart.flow.${kind}` }),
        }),
      }),
    [history, color, sign, intl],
  );
  const [chart, setChart] = useState<HighchartsChart | null>(null);
  // Without Highcharts' accessibility module the chart is an image named by its title, and
  // this one has none; its load handler has run by the time this effect does.
  useEffect(() => {
    chart?.renderer.boxWrapper.attr({ 'aria-label': label });
  }, [chart, label, options]);
  if (!library) return null;
  const { Highcharts, HighchartsReact } = library;
  return (
    <HighchartsReact
      highcharts={Highcharts}
      constructorType="stockChart"
      options={options}
      callback={setChart}
      containerProps={CONTAINER_PROPS}
    />
  );
}

/**
 * The value of one currency book over a chosen span, its time-weighted return beside it (so a
 * deposit is not a gain) and a flag where money came in or went out. Highcharts is fetched
 * after the list has painted; until then the stage keeps its place.
 */
export function ValueChart({ currencies }: { currencies: readonly CurrencyCode[] }) {
  const intl = useIntl();
  const [range, setRange] = useState<PortfolioRange>(DEFAULT_RANGE);
  const [currency, setCurrency] = useState<CurrencyCode>(currencies[0]!);
  const { data } = usePortfolioHistoryQuery({ range, currency });
  const sign = currencySign(currency);
  const last = data?.points.at(-1)?.value;
  const label = intl.formatMessage({ id: 'position.chart' }, { currency });
  const twrHint = useId();
  return (
    <Section aria-label={label} data-testid="portfolio-value">
      {currencies.length > 1 ? (
        <Tabs
          aria-label={intl.formatMessage({ id: 'position.chart.book' })}
          items={currencies.map((c) => ({ title: c }))}
          active={Math.max(0, currencies.indexOf(currency))}
          onChange={(index) => setCurrency(currencies[index]!)}
        />
      ) : null}
      <Headline>
        <Caption>{intl.formatMessage({ id: 'position.chart.value' }, { currency })}</Caption>
        <Value data-testid="portfolio-value-now">
          {last === undefined ? INVALID_MONEY : formatMoney(last, { sign })}
        </Value>
        <Caption>{intl.formatMessage({ id: 'position.chart.twr' })}</Caption>
        <ChangeText
          data-testid="portfolio-twr"
          aria-describedby={twrHint}
          value={data?.twrPercent ?? INVALID_MONEY}
          percent
        />
      </Headline>
      <Hint id={twrHint}>{intl.formatMessage({ id: 'position.chart.twr.hint' })}</Hint>
      <Stage>{data ? <Chart history={data} label={label} /> : null}</Stage>
      <Tabs
        aria-label={intl.formatMessage({ id: 'position.chart.range' })}
        items={RANGES.map((r) => ({
          title: intl.formatMessage({ id: `position.chart.range.${r}` }),
        }))}
        active={RANGES.indexOf(range)}
        onChange={(index) => setRange(RANGES[index]!)}
      />
    </Section>
  );
}
