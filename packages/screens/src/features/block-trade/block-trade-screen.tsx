import { useBlockTradeBuyMutation, useBlockTradesInfiniteQuery, usePagedList } from '@trading/api';
import type { BlockTradeItem } from '@trading/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { OfferListScreen } from '../../shared/offerings/offer-list-screen';
import { useArea } from '../../shared/offerings/use-area';
import { useOfferCall } from '../../shared/offerings/use-offer-call';
import { REDIRECT_DELAY_MS } from '../../shared/redirect-delay';
import { BlockTradeBuyPopup } from './block-trade-buy-popup';
import { BlockTradeRow } from './block-trade-row';

/**
 * /blockTrade: blocks in the chosen currency. A purchase shows "Buy Success!" and, like any
 * buy, goes to the holdings after a second.
 */
export function BlockTradeScreen() {
  const navigate = useNavigate();
  const areaChoice = useArea();
  const list = usePagedList(useBlockTradesInfiniteQuery({ area: areaChoice.area }));
  const { call: buy, dialog } = useOfferCall(
    useBlockTradeBuyMutation,
    'block trade',
    'success.buy',
  );
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onBuy = async (item: BlockTradeItem, amount: number) => {
    const order = await buy(item.id, amount);
    if (order) redirect.current = setTimeout(() => void navigate('/position'), REDIRECT_DELAY_MS);
  };

  return (
    <OfferListScreen
      titleId="route.blockTrade"
      areaChoice={areaChoice}
      list={list}
      renderRow={(item, choose) => <BlockTradeRow item={item} onBuy={choose} />}
      renderPopup={(target, close) => (
        <BlockTradeBuyPopup
          item={target}
          onClose={close}
          onSend={(amount) => onBuy(target, amount)}
        />
      )}
    >
      {dialog}
    </OfferListScreen>
  );
}
