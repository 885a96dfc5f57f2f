import {
  isApiError,
  selectIsLoggedIn,
  useBalanceAndPositionQuery,
  useStockDetailQuery,
  useTenantConfigQuery,
} from '@trading/api';
import { ErrorCode, type Stock } from '@trading/contract';
import { Empty, ErrorPanel, NavBar, Skeleton } from '@trading/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { KlinePanel } from './chart/kline-panel';
import { useGoBack, useTenant } from '../../shared/context';
import { FavoriteStar } from './favorite-star';
import { AlertBell } from '../../shared/price-alerts/alert-bell';
import { parseStockId } from './parse-stock-id';
import { StockQuote } from './stock-quote';
import { currencySign } from '../../shared/format/currency-sign';
import { TradeFooter } from './trade-footer';
import { useHeight } from './use-height';
import type { TradeSide } from './trade-sheet';

// A signed-in reader's open orders of this stock, fetched after the page: their cards and the
// cancel dialog's animation library stay off the stock page's first load.
const OpenOrders = lazy(() =>
  import('../../shared/orders/open-orders').then(({ OpenOrders }) => ({ default: OpenOrders })),
);
// Below the chart, fetched after the page: the first load shows the quote and chart sooner.
const KeyStatisticsPanel = lazy(() => import('./key-statistics/key-statistics-panel'));
const DepthPanel = lazy(() => import('./depth/depth-panel'));
// Fetched on the first Buy or Sell tap (the sheet, its order types and the popup's animation
// library stay off the stock page's first load), then kept mounted so it can animate closed.
const TradeSheet = lazy(() =>
  import('./trade-sheet').then(({ TradeSheet }) => ({ default: TradeSheet })),
);

// A full-height column: the chart panel takes what the quote and the footer leave, so the
// footer sits at the bottom of the screen rather than under a fixed-height chart.
const Screen = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
`;

// The quote and the chart fill the first view above the pinned trade footer; key statistics
// and depth follow below the fold, so the chart keeps the height it had without them.
const FirstView = styled.div`
  display: flex;
  flex-direction: column;
  flex: 0 0 auto;
`;

/** /stock/{id}: a missing or malformed id goes to the site root. */
export function StockDetailScreen() {
  const stockId = parseStockId(useParams().id);
  if (stockId === null) return <Navigate to="/" replace />;
  return <StockDetail key={stockId} stockId={stockId} />;
}

function StockDetail({ stockId }: { stockId: number }) {
  const intl = useIntl();
  const goBack = useGoBack();
  const detail = useStockDetailQuery({ id: stockId });
  const stock = detail.data;
  return (
    <Screen>
      <NavBar
        title={stock?.name ?? intl.formatMessage({ id: 'route.stock' })}
        onBack={goBack}
        backLabel={intl.formatMessage({ id: 'ui.back' })}
        right={stock && <StarFor stock={stock} />}
      />
      {stock ? (
        <StockBody stock={stock} />
      ) : isApiError(detail.error) && detail.error.code === ErrorCode.NOT_FOUND ? (
        // A retry cannot bring back a stock that does not exist (or is another tenant's).
        <Empty description={intl.formatMessage({ id: 'stock.notFound' })} />
      ) : detail.isError ? (
        <ErrorPanel
          message={intl.formatMessage({ id: 'list.loadFailed' })}
          retryText={intl.formatMessage({ id: 'list.retry' })}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <Skeleton rows={2} lines={2} />
      )}
    </Screen>
  );
}

const Actions = styled.span`
  display: inline-flex;
`;

function StarFor({ stock }: { stock: Stock }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const signMap = useTenantConfigQuery().data?.signMap;
  return (
    <Actions>
      <AlertBell
        stock={stock}
        sign={stock.isIndex ? '' : currencySign(stock.currencyType, signMap)}
        loggedIn={loggedIn}
      />
      <FavoriteStar stockId={stock.id} favorite={stock.favorite} loggedIn={loggedIn} />
    </Actions>
  );
}

function StockBody({ stock }: { stock: Stock }) {
  const intl = useIntl();
  const hasToken = useSelector(selectIsLoggedIn);
  // Its failure means logged out, silently; visitors never send it.
  const position = useBalanceAndPositionQuery({ stockId: stock.id }, { skip: !hasToken });
  const signMap = useTenantConfigQuery().data?.signMap;
  const showDepth = useTenant().definition.market.showDepth && !stock.isIndex;
  // An index is a level in points, not an amount of money.
  const sign = stock.isIndex ? '' : currencySign(stock.currencyType, signMap);
  const [side, setSide] = useState<TradeSide | null>(null);
  const [traded, setTraded] = useState(false);
  if (side && !traded) setTraded(true);
  const loggedIn = hasToken && !position.isError;
  const [footerRef, footerHeight] = useHeight();
  const available = position.data?.availableAmount ?? 0;
  return (
    <>
      <FirstView style={{ minHeight: `calc(100dvh - ${footerHeight}px)` }}>
        <StockQuote stock={stock} sign={sign} />
        <KlinePanel stockId={stock.id} symbol={stock.symbol} exchange={stock.market} />
      </FirstView>
      <Suspense>
        <KeyStatisticsPanel stock={stock} sign={sign} />
        {showDepth && <DepthPanel stock={stock} />}
      </Suspense>
      {loggedIn && (
        <Suspense>
          <OpenOrders
            label={intl.formatMessage({ id: 'orders.openHere' })}
            stockId={stock.id}
            quiet
          />
        </Suspense>
      )}
      <TradeFooter
        ref={footerRef}
        loggedIn={loggedIn}
        canSell={available > 0}
        tradeState={stock.tradeState}
        onTrade={setSide}
      />
      {traded && loggedIn && position.data && stock.tradeState === 'OPEN' && (
        <Suspense>
          <TradeSheet
            side={side}
            stock={stock}
            sign={sign}
            holding={position.data}
            onClose={() => setSide(null)}
          />
        </Suspense>
      )}
    </>
  );
}
