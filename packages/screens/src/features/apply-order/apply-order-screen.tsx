import { useApplicationsInfiniteQuery, useFundingMutation, usePagedList } from '@trading/api';
import { OfferListScreen } from '../../shared/offerings/offer-list-screen';
import { useArea } from '../../shared/offerings/use-area';
import { useOfferCall } from '../../shared/offerings/use-offer-call';
import { ApplicationRow } from './application-row';
import { FundingPopup } from './funding-popup';

/**
 * /applyOrder: my subscriptions of every kind in the chosen area (the server lists one
 * currency at a time, opening where the offering lists open), with funding for allotted ones.
 */
export function ApplyOrderScreen() {
  const areaChoice = useArea();
  const list = usePagedList(useApplicationsInfiniteQuery({ area: areaChoice.area }));
  const { call: fund, dialog } = useOfferCall(useFundingMutation, 'funding', 'success.funds');

  return (
    <OfferListScreen
      titleId="route.applyOrder"
      areaChoice={areaChoice}
      list={list}
      renderRow={(app, choose) => <ApplicationRow application={app} onFund={choose} />}
      renderPopup={(target, close) => (
        <FundingPopup item={target} onClose={close} onSend={(amount) => fund(target.id, amount)} />
      )}
    >
      {dialog}
    </OfferListScreen>
  );
}
