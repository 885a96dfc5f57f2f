import type { Position } from '@trading/contract';
import { exact, type MoneyInput } from '@trading/ui-kit';
import { useContext, useEffect } from 'react';
import { LiveMovesContext } from './live-moves';
import { priceMove } from './pnl';

/** Tells the screen's live moves how far this holding's live price has moved its value. */
export function useReportMove(position: Position, livePrice: MoneyInput | undefined): void {
  const moves = useContext(LiveMovesContext);
  const { stockId, currencyType } = position;
  const move = livePrice === undefined ? null : priceMove(position, livePrice);
  useEffect(() => {
    moves?.report(stockId, currencyType, move === null ? null : exact.parse(move));
  }, [moves, stockId, currencyType, move]);
  // A row that leaves the screen (another sort, a sold holding) takes its move with it.
  useEffect(() => () => moves?.report(stockId, currencyType, null), [moves, stockId, currencyType]);
}
