import { EXCHANGE_TIME_ZONES, type Candle, type KlinePeriod, type Market } from '@trading/contract';
import { useStockHistoryKlineInfiniteQuery } from '@trading/api';
import { useCandleFeed } from '@trading/market-feed';
import { Spinner } from '@trading/ui-kit';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

import { ChartPictureView } from './chart-picture-view';
import { drawsArea } from './chart-rows';
import { IndicatorBar } from './indicator-bar';
import { activeIndicator, isOverlay, toggleIndicator, type IndicatorKind } from './indicator-kind';
import { IndicatorSettingsSheet } from './indicator-settings-sheet';
import { klineArg, OPENING_PERIOD } from '../../../shared/route-reads/stock-first-queries';
import { paneLayout } from './pane-layout';
import { PeriodBar } from './period-bar';
import { useChartSettings } from './use-chart-settings';

export interface KlinePanelProps {
  stockId: number;
  symbol: string;
  exchange: Market;
}

const NO_CANDLES: readonly Candle[] = [];
const NO_INDICATORS: readonly IndicatorKind[] = [];

/**
 * How old a period's cached candles may be when the panel shows it: a server-rendered page's
 * opening candles, taken over minutes later or from a copy the device kept, are asked for
 * again; within it the live feed carries them on. Coming back to a period after it asks
 * afresh, which also resets its paging to the latest page.
 */
const CANDLES_FRESH_SECONDS = 30;

// Fetched with Highcharts, when the user reaches for the chart: the page opens without either.
const LiveChart = lazy(() =>
  import('./live-chart').then(({ LiveChart }) => ({ default: LiveChart })),
);

// The panel takes the height its screen leaves free (a flex column), and the chart all of it.
const Panel = styled.section`
  display: flex;
  flex: 1 0 auto;
  flex-direction: column;
`;

const Stage = styled.div<{ $minHeight: number }>`
  position: relative;
  flex: 1 0 auto;
  min-height: ${({ $minHeight }) => $minHeight}px;
  background: ${({ theme }) => theme.color.background};
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  background: ${({ theme }) => theme.color.background};
`;

/** Period and indicator selectors over the live chart, with history paging to the left. */
export function KlinePanel({ stockId, symbol, exchange }: KlinePanelProps) {
  const intl = useIntl();
  const [period, setPeriod] = useState<KlinePeriod>(OPENING_PERIOD);
  const [lastTurnedOn, setLastTurnedOn] = useState<IndicatorKind | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { settings, save } = useChartSettings();
  const indicators = settings?.indicators ?? NO_INDICATORS;
  const params = settings?.params;
  const query = useStockHistoryKlineInfiniteQuery(klineArg(stockId, period), {
    refetchOnMountOrArgChange: CANDLES_FRESH_SECONDS,
  });
  const pages = query.currentData?.pages;
  const timeZone = EXCHANGE_TIME_ZONES[exchange];
  const feed = useCandleFeed(symbol, exchange, {
    period,
    timeZone,
    history: pages?.[0] ?? NO_CANDLES,
  });

  // Older pages go into the live feed (deduplicated there); the chart then redraws its data.
  const [historyVersion, setHistoryVersion] = useState(0);
  const merged = useRef({ feed, pages: 1 });
  useEffect(() => {
    if (!pages) return;
    if (merged.current.feed !== feed) merged.current = { feed, pages: 1 };
    const from = merged.current.pages;
    for (let i = from; i < pages.length; i++) feed.prependHistory([...(pages[i] ?? [])].reverse());
    merged.current.pages = pages.length;
    if (pages.length > from) setHistoryVersion((version) => version + 1);
  }, [feed, pages]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Until the user's settings are known the chart waits, rather than draw the defaults first;
  // candles it has stay drawn while newer ones are asked for.
  const loading = (pages === undefined && query.isFetching) || params === undefined;
  const notListed = period === 'MIN1' && !loading && pages !== undefined && pages[0]?.length === 0;
  const chartLabel = intl.formatMessage({ id: 'stock.chart.label' });
  const { minHeight } = paneLayout(indicators.filter((kind) => !isOverlay(kind)).length);
  const ready = pages && params && !loading && !notListed;

  // Highcharts Stock is a long task on a slow phone: the page opens on a still picture of the
  // same window, and the chart comes when the user reaches for it (a touch, the wheel, another
  // period or indicator), replacing the picture once drawn.
  const [engaged, setEngaged] = useState(false);
  const [chartDrawn, setChartDrawn] = useState(false);
  const engage = useCallback(() => setEngaged(true), []);
  const onChartDrawn = useCallback(() => setChartDrawn(true), []);

  return (
    <Panel aria-label={chartLabel}>
      <PeriodBar
        period={period}
        onChange={(next) => {
          engage();
          setPeriod(next);
        }}
      />
      <Stage $minHeight={minHeight} onPointerDown={engage} onWheel={engage}>
        {ready && !chartDrawn && drawsArea(period) && (
          <ChartPictureView
            feed={feed}
            indicators={indicators}
            params={params}
            timeZone={timeZone}
            label={chartLabel}
          />
        )}
        {ready && engaged && (
          <Suspense>
            <LiveChart
              feed={feed}
              period={period}
              indicators={indicators}
              params={params}
              timeZone={timeZone}
              historyVersion={historyVersion}
              onNearOldest={loadOlder}
              label={chartLabel}
              onDrawn={onChartDrawn}
            />
          </Suspense>
        )}
        {loading && (
          <Cover role="status">
            <Spinner $size={24} />
            {intl.formatMessage({ id: 'stock.chart.loading' })}
          </Cover>
        )}
        {notListed && (
          <Cover role="status">{intl.formatMessage({ id: 'message.notYetListed' })}</Cover>
        )}
      </Stage>
      <IndicatorBar
        selected={indicators}
        onToggle={(kind) => {
          if (!settings || !save) return;
          engage();
          if (!indicators.includes(kind)) setLastTurnedOn(kind);
          save({ ...settings, indicators: toggleIndicator(indicators, kind) });
        }}
        onSettings={save && (() => setSettingsOpen(true))}
      />
      {settings && save && (
        <IndicatorSettingsSheet
          open={settingsOpen}
          kind={activeIndicator(indicators, lastTurnedOn)}
          params={settings.params}
          onSave={(next) => save({ ...settings, params: next })}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </Panel>
  );
}
