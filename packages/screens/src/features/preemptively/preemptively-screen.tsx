import { usePagedList, useSnapUpApplyMutation, useSnapUpPageInfiniteQuery } from '@trading/api';
import { OfferListScreen } from '../../shared/offerings/offer-list-screen';
import { SubscribePopup } from '../../shared/offerings/subscribe-popup';
import { useNow } from '../../shared/offerings/use-now';
import { useOfferCall } from '../../shared/offerings/use-offer-call';
import { SnapUpRow } from './snap-up-row';

/** /preemptively/index: snap-up offers; open ones take a quantity of shares. */
export function PreemptivelyScreen() {
  const now = useNow();
  const list = usePagedList(useSnapUpPageInfiniteQuery());
  const { call: apply, dialog } = useOfferCall(
    useSnapUpApplyMutation,
    'snap-up',
    'success.subscribe',
  );

  return (
    <OfferListScreen
      titleId="route.preemptively"
      list={list}
      renderRow={(item, choose) => <SnapUpRow item={item} now={now} onApply={choose} />}
      renderPopup={(target, close) => (
        <SubscribePopup
          item={{
            stockName: target.stockName,
            price: target.price,
            currency: target.currencyType,
          }}
          onClose={close}
          onSend={(amount) => apply(target.id, amount)}
        />
      )}
    >
      {dialog}
    </OfferListScreen>
  );
}
