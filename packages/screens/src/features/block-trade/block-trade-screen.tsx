import {
  useBlockTradeBuyMutation,
  useBlockTradesInfiniteQuery,
  useIdempotentMutation,
  usePagedList,
} from '@trading/api';
import type { BlockTradeItem } from '@trading/contract';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AreaDropdown } from '../../shared/offerings/area-dropdown';
import { OfferList } from '../../shared/offerings/offer-list';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { useArea } from '../../shared/offerings/use-area';
import { useOfferAction } from '../../shared/offerings/use-offer-action';
import { REDIRECT_DELAY_MS } from '../../shared/redirect-delay';
import { BlockTradeBuyPopup } from './block-trade-buy-popup';
import { BlockTradeRow } from './block-trade-row';

/**
 * /blockTrade: blocks in the chosen currency. A purchase shows "Buy Success!" and, like any
 * buy, goes to the holdings after a second.
 */
export function BlockTradeScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { area, setArea, options } = useArea();
  const list = usePagedList(useBlockTradesInfiniteQuery({ area }));
  const [buy] = useIdempotentMutation(useBlockTradeBuyMutation);
  const { run, dialog } = useOfferAction();
  const [target, setTarget] = useState<BlockTradeItem | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onBuy = async (item: BlockTradeItem, amount: number) => {
    const order = await run('block trade', { id: item.id, amount }, buy, 'success.buy');
    if (order) redirect.current = setTimeout(() => void navigate('/position'), REDIRECT_DELAY_MS);
  };

  return (
    <OfferingScreen
      titleId="route.blockTrade"
      right={<AreaDropdown area={area} options={options} onChange={setArea} />}
    >
      <OfferList
        list={list}
        getKey={(item) => item.id}
        label={intl.formatMessage({ id: 'route.blockTrade' })}
        renderItem={(item) => <BlockTradeRow item={item} onBuy={setTarget} />}
      />
      {target && (
        <BlockTradeBuyPopup
          item={target}
          onClose={() => setTarget(null)}
          onBuy={(amount) => onBuy(target, amount)}
        />
      )}
      {dialog}
    </OfferingScreen>
  );
}
