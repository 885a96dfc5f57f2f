import {
  useIdempotentMutation,
  usePagedList,
  useSnapUpApplyMutation,
  useSnapUpPageInfiniteQuery,
} from '@trading/api';
import type { SnapUpItem } from '@trading/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../shared/offerings/format-amount';
import { OfferList } from '../../shared/offerings/offer-list';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { SubscribePopup } from '../../shared/offerings/subscribe-popup';
import { useNow } from '../../shared/offerings/use-now';
import { useOfferAction } from '../../shared/offerings/use-offer-action';
import { SnapUpRow } from './snap-up-row';

/** /preemptively/index: snap-up offers; open ones take a quantity of shares. */
export function PreemptivelyScreen() {
  const intl = useIntl();
  const now = useNow();
  const list = usePagedList(useSnapUpPageInfiniteQuery());
  const [apply] = useIdempotentMutation(useSnapUpApplyMutation);
  const { run, dialog } = useOfferAction();
  const [target, setTarget] = useState<SnapUpItem | null>(null);

  return (
    <OfferingScreen titleId="route.preemptively">
      <OfferList
        list={list}
        getKey={(item) => item.id}
        label={intl.formatMessage({ id: 'route.preemptively' })}
        renderItem={(item) => <SnapUpRow item={item} now={now} onApply={setTarget} />}
      />
      {target && (
        <SubscribePopup
          target={{
            stockName: target.stockName,
            price: formatAmount(target.price, target.currencyType),
          }}
          onClose={() => setTarget(null)}
          onSubmit={(amount) =>
            run('snap-up', { id: target.id, amount }, apply, 'success.subscribe')
          }
        />
      )}
      {dialog}
    </OfferingScreen>
  );
}
