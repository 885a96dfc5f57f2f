import type { PagedList } from '@trading/api';
import type { IpoItem } from '@trading/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useTenant } from '../context';
import { AreaDropdown } from './area-dropdown';
import { formatAmount } from './format-amount';
import { IpoOfferRow } from './ipo-offer-row';
import { OfferList } from './offer-list';
import type { useArea } from './use-area';
import { OfferingScreen } from './offering-screen';
import { SubscribePopup } from './subscribe-popup';
import { useOfferAction } from './use-offer-action';

type Apply = (arg: {
  id: number;
  amount: number;
}) => PromiseLike<{ data: unknown; error?: undefined } | { data?: undefined; error: unknown }>;

/**
 * IPO, placement and block placement share one screen: a list in the chosen area and a
 * subscribe popup. An offer whose amountOpen is false takes no quantity: the application
 * goes out with amount 0 at once and the operator decides the allotment.
 */
export function IpoOfferScreen({
  titleId,
  areaChoice: { area, setArea, options },
  list,
  apply,
}: {
  titleId: string;
  /** The area the list shows, from `useArea`. */
  areaChoice: ReturnType<typeof useArea>;
  list: PagedList<IpoItem>;
  apply: Apply;
}) {
  const intl = useIntl();
  const model = useTenant().definition.marketBuyModel;
  const { run, dialog } = useOfferAction();
  const [target, setTarget] = useState<IpoItem | null>(null);

  const subscribe = (item: IpoItem, amount: number) =>
    run(titleId, { id: item.id, amount }, apply, 'success.subscribe');

  const onSubscribe = (item: IpoItem) => {
    if (item.amountOpen) setTarget(item);
    else void subscribe(item, 0);
  };

  return (
    <OfferingScreen
      titleId={titleId}
      right={<AreaDropdown area={area} options={options} onChange={setArea} />}
    >
      <OfferList
        list={list}
        getKey={(item) => item.id}
        label={intl.formatMessage({ id: titleId })}
        renderItem={(item) => <IpoOfferRow item={item} model={model} onSubscribe={onSubscribe} />}
      />
      {target && (
        <SubscribePopup
          target={{
            stockName: target.stockName,
            price: formatAmount(target.price, target.currencyType),
            lots: { ipoUnit: target.ipoUnit, model },
            fixedAmount: target.fixedAmount,
          }}
          onClose={() => setTarget(null)}
          onSubmit={(quantity) => subscribe(target, quantity)}
        />
      )}
      {dialog}
    </OfferingScreen>
  );
}
