import { usePagedList, useQuantBuyMutation, useQuantProductsInfiniteQuery } from '@trading/api';
import { OfferListScreen } from '../../shared/offerings/offer-list-screen';
import { useNow } from '../../shared/offerings/use-now';
import { useOfferCall } from '../../shared/offerings/use-offer-call';
import { QuantBuyPopup } from './quant-buy-popup';
import { QuantProductRow } from './quant-product-row';

/** /quantitative/index: fund products; open ones take a purchase of at least their minimum. */
export function QuantitativeScreen() {
  const now = useNow();
  const list = usePagedList(useQuantProductsInfiniteQuery());
  const { call: buy, dialog } = useOfferCall(useQuantBuyMutation, 'quant buy', 'success.buy');

  return (
    <OfferListScreen
      titleId="route.quantitative"
      list={list}
      renderRow={(product, choose) => (
        <QuantProductRow product={product} now={now} onBuy={choose} />
      )}
      renderPopup={(target, close) => (
        <QuantBuyPopup item={target} onClose={close} onSend={(amount) => buy(target.id, amount)} />
      )}
    >
      {dialog}
    </OfferListScreen>
  );
}
