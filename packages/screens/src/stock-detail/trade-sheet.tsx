import { isApiError, useBuyMutation, useIdempotentMutation, useSellMutation } from '@trading/api';
import { REDIRECT_DELAY_MS, STEPPER, type Stock } from '@trading/contract';
import {
  BottomSheet,
  Button,
  formatMoney,
  INVALID_MONEY,
  ShortcutAmounts,
  Stepper,
  useToast,
} from '@trading/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { estimatedAmount, priceToDecimal } from './trade-math';
import { useLiveQuote } from './use-live-quote';

export type TradeSide = 'buy' | 'sell';

export interface TradeSheetProps {
  side: TradeSide | null;
  stock: Stock;
  sign: string;
  onClose: () => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/** The buy or sell popup: read-only price, quantity stepper with shortcuts, estimate, submit. */
export function TradeSheet({ side, stock, sign, onClose }: TradeSheetProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const quantityId = useId();
  // The live price: shown read-only and sent with the order as the price the user saw.
  const { price } = useLiveQuote(stock).quote;
  const [quantity, setQuantity] = useState<number>(STEPPER.default);
  const [buy, buying] = useIdempotentMutation(useBuyMutation);
  const [sell, selling] = useIdempotentMutation(useSellMutation);
  const [done, setDone] = useState(false);
  const sending = buying.isLoading || selling.isLoading || done;

  // After a success the user sees the toast for a second, then their holdings.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/position'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async () => {
    if (!side || sending) return;
    const order = { id: stock.id, amount: quantity, price: priceToDecimal(price) };
    const result = await (side === 'buy' ? buy(order) : sell(order));
    if ('error' in result && result.error !== undefined) {
      const { error } = result;
      toast.show(isApiError(error) ? error.message : intl.formatMessage({ id: 'error.network' }));
      return;
    }
    toast.show(intl.formatMessage({ id: side === 'buy' ? 'success.buy' : 'success.sell' }));
    setDone(true);
  };

  return (
    <BottomSheet
      open={side !== null}
      onClose={onClose}
      title={intl.formatMessage(
        { id: side === 'sell' ? 'stock.trade.sellTitle' : 'stock.trade.buyTitle' },
        { name: stock.name },
      )}
    >
      <Body>
        <Row>
          <Muted>{intl.formatMessage({ id: 'stock.trade.price' })}</Muted>
          <output aria-label={intl.formatMessage({ id: 'stock.trade.price' })}>
            {formatMoney(price, { sign, decimals: 2 })}
          </output>
        </Row>
        <Row>
          <label htmlFor={quantityId}>{intl.formatMessage({ id: 'form.quantity.label' })}</label>
          <Stepper
            id={quantityId}
            aria-label={intl.formatMessage({ id: 'form.quantity.label' })}
            value={quantity}
            onChange={setQuantity}
            min={STEPPER.min}
            step={STEPPER.step}
          />
        </Row>
        <ShortcutAmounts amounts={STEPPER.shortcuts} value={quantity} onSelect={setQuantity} />
        <Notice>{intl.formatMessage({ id: 'message.marketOrderFluctuate' })}</Notice>
        <Row>
          <Muted>{intl.formatMessage({ id: 'stock.trade.estimated' })}</Muted>
          <output aria-label={intl.formatMessage({ id: 'stock.trade.estimated' })}>
            {formatMoney(estimatedAmount(price, quantity) ?? INVALID_MONEY, { sign, decimals: 2 })}
          </output>
        </Row>
        <Button
          $variant={side === 'sell' ? 'danger' : 'primary'}
          $block
          disabled={sending}
          onClick={() => void submit()}
        >
          {intl.formatMessage({ id: side === 'sell' ? 'action.sell' : 'action.buy' })}
        </Button>
      </Body>
    </BottomSheet>
  );
}
