import {
  useIdempotentMutation,
  usePagedList,
  useQuantBuyMutation,
  useQuantProductsInfiniteQuery,
} from '@trading/api';
import type { QuantProduct } from '@trading/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { OfferList } from '../../shared/offerings/offer-list';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { useNow } from '../../shared/offerings/use-now';
import { useOfferAction } from '../../shared/offerings/use-offer-action';
import { QuantBuyPopup } from './quant-buy-popup';
import { QuantProductRow } from './quant-product-row';

/** /quantitative/index: fund products; open ones take a purchase of at least their minimum. */
export function QuantitativeScreen() {
  const intl = useIntl();
  const now = useNow();
  const list = usePagedList(useQuantProductsInfiniteQuery());
  const [buy] = useIdempotentMutation(useQuantBuyMutation);
  const { run, dialog } = useOfferAction();
  const [target, setTarget] = useState<QuantProduct | null>(null);

  return (
    <OfferingScreen titleId="route.quantitative">
      <OfferList
        list={list}
        getKey={(product) => product.id}
        label={intl.formatMessage({ id: 'route.quantitative' })}
        renderItem={(product) => <QuantProductRow product={product} now={now} onBuy={setTarget} />}
      />
      {target && (
        <QuantBuyPopup
          product={target}
          onClose={() => setTarget(null)}
          onBuy={(amount) => run('quant buy', { id: target.id, amount }, buy, 'success.buy')}
        />
      )}
      {dialog}
    </OfferingScreen>
  );
}
