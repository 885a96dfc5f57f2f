import { formatMoney, type MoneyInput, formatQuantity } from '@trading/ui-kit';
import { costRows } from '../../shared/forms/cost-summary';
import { affordable } from '../../shared/forms/order-cost';
import { ReviewStep } from '../../shared/review/review-step';
import { tradeCost, type TradeSide } from './trade-limits';

/**
 * A market order's last look: the quantity, the price when the review opened and the estimate
 * at that price, as the sheet sends it. Back returns to the sheet with nothing sent.
 */
export function MarketReview({
  side,
  quantity,
  price,
  cash,
  sign,
  busy,
  onBack,
  onConfirm,
}: {
  side: TradeSide;
  quantity: number;
  /** The live price the moment the user asked for the review. */
  price: number;
  cash: MoneyInput;
  sign: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const cost = tradeCost(side, price, quantity, cash);
  const rows = [
    { label: 'form.quantity.label', value: formatQuantity(quantity) },
    { label: 'stock.trade.price', value: formatMoney(price, { sign, decimals: 2 }) },
    ...costRows(cost, sign, 'stock.trade.estimated', side === 'sell' ? 'receive' : 'pay'),
  ];
  return (
    <ReviewStep
      rows={rows}
      shortfall={side === 'buy' && cost !== null && !affordable(cost)}
      notice="message.marketOrderFluctuate"
      busy={busy}
      confirmId="orders.place"
      onBack={onBack}
      onConfirm={onConfirm}
    />
  );
}
