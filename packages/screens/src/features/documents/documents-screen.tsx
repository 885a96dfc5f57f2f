import { useContractNotesInfiniteQuery, usePagedList } from '@trading/api';
import { Tabs } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { OfferList } from '../../shared/offerings/offer-list';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { ContractNoteRow } from './contract-note-row';
import { StatementList } from './statement-list';

function ContractNotes({ label }: { label: string }) {
  const list = usePagedList(
    useContractNotesInfiniteQuery(undefined, { refetchOnMountOrArgChange: true }),
  );
  return (
    <OfferList
      list={list}
      label={label}
      getKey={(note) => `${note.source}-${note.id}`}
      renderItem={(note) => <ContractNoteRow note={note} />}
    />
  );
}

/**
 * /documents: a contract note for every fill (orders, block trades, allotments, fund orders) and
 * a monthly statement per currency book, each downloadable as PDF or CSV.
 */
export function DocumentsScreen() {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  const notes = intl.formatMessage({ id: 'documents.contractNotes' });
  const statements = intl.formatMessage({ id: 'documents.statements' });
  return (
    <OfferingScreen titleId="route.documents">
      <Tabs
        items={[{ title: notes }, { title: statements }]}
        active={tab}
        onChange={setTab}
        aria-label={intl.formatMessage({ id: 'route.documents' })}
      >
        {tab === 0 && <ContractNotes label={notes} />}
        {tab === 1 && <StatementList />}
      </Tabs>
    </OfferingScreen>
  );
}
