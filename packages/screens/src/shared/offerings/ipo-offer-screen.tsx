import { usePagedList } from '@trading/api';
import type { IpoItem } from '@trading/contract';
import { useTenant } from '../context';
import { IPO_OFFER_KINDS, type IpoOfferKind } from './ipo-offer-kinds';
import { IpoOfferRow } from './ipo-offer-row';
import { OfferListScreen } from './offer-list-screen';
import { SubscribePopup } from './subscribe-popup';
import { useArea } from './use-area';
import { useOfferCall } from './use-offer-call';

/**
 * IPO, placement and block placement share one screen: a list in the chosen area and a
 * subscribe popup with its review. An offer whose amountOpen is false takes no quantity (the
 * application goes out with amount 0 and the operator decides the allotment), but it is still
 * reviewed and confirmed: never one tap.
 */
export function IpoOfferScreen({ kind }: { kind: IpoOfferKind }) {
  const { usePage, useApply } = IPO_OFFER_KINDS[kind];
  const titleId = `route.${kind}`;
  const areaChoice = useArea();
  const list = usePagedList<IpoItem>(usePage({ area: areaChoice.area }));
  const { call: subscribe, dialog } = useOfferCall(useApply, titleId, 'success.subscribe');
  const model = useTenant().definition.marketBuyModel;

  return (
    <OfferListScreen
      titleId={titleId}
      areaChoice={areaChoice}
      list={list}
      renderRow={(item, choose) => <IpoOfferRow item={item} model={model} onSubscribe={choose} />}
      renderPopup={(target, close) => (
        <SubscribePopup
          item={{
            stockName: target.stockName,
            price: target.price,
            currency: target.currencyType,
            lots: { ipoUnit: target.ipoUnit, model },
            fixedAmount: target.fixedAmount,
            allotted: !target.amountOpen,
          }}
          onClose={close}
          onSend={(quantity) => subscribe(target.id, quantity)}
        />
      )}
    >
      {dialog}
    </OfferListScreen>
  );
}
