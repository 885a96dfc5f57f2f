import {
  useApplicationsInfiniteQuery,
  useFundingMutation,
  useIdempotentMutation,
  usePagedList,
} from '@trading/api';
import type { IpoApplication } from '@trading/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AreaDropdown } from '../../shared/offerings/area-dropdown';
import { OfferList } from '../../shared/offerings/offer-list';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { useArea } from '../../shared/offerings/use-area';
import { useOfferAction } from '../../shared/offerings/use-offer-action';
import { ApplicationRow } from './application-row';
import { FundingPopup } from './funding-popup';

/**
 * /applyOrder: my subscriptions of every kind in the chosen area (the server lists one
 * currency at a time, starting with the tenant's own), with funding for allotted ones.
 */
export function ApplyOrderScreen() {
  const intl = useIntl();
  const { area, setArea, options } = useArea('own');
  const list = usePagedList(useApplicationsInfiniteQuery({ area }));
  const [fund] = useIdempotentMutation(useFundingMutation);
  const { run, dialog } = useOfferAction();
  const [target, setTarget] = useState<IpoApplication | null>(null);

  return (
    <OfferingScreen
      titleId="route.applyOrder"
      right={<AreaDropdown area={area} options={options} onChange={setArea} />}
    >
      <OfferList
        list={list}
        getKey={(app) => app.id}
        label={intl.formatMessage({ id: 'route.applyOrder' })}
        renderItem={(app) => <ApplicationRow application={app} onFund={setTarget} />}
      />
      {target && (
        <FundingPopup
          application={target}
          onClose={() => setTarget(null)}
          onFund={(amount) => run('funding', { id: target.id, amount }, fund, 'success.funds')}
        />
      )}
      {dialog}
    </OfferingScreen>
  );
}
