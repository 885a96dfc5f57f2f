import { useStatementsQuery } from '@trading/api';
import type { StatementPeriod } from '@trading/contract';
import { Empty, ErrorPanel, Skeleton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { DocumentButtons } from '../../shared/documents/document-buttons';
import { OfferCard } from '../../shared/offerings/offer-card';

/** The month's name in the reader's language: "November 2026", "novembro de 2026". */
function useMonthName() {
  const intl = useIntl();
  return ({ month }: StatementPeriod) => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    return intl.formatDate(Date.UTC(year, number - 1, 15), {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  };
}

/** The Statements tab: each currency book's months, newest first, each as PDF and CSV. */
export function StatementList() {
  const intl = useIntl();
  const monthName = useMonthName();
  // A fill or a deposit since the last visit adds a month or moves one: always asked afresh.
  const periods = useStatementsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (periods.isError && !periods.data)
    return <ErrorPanel onRetry={() => void periods.refetch()} />;
  if (!periods.data) return <Skeleton rows={4} />;
  if (periods.data.length === 0) return <Empty />;
  return (
    <>
      {periods.data.map((period) => {
        const title = intl.formatMessage(
          { id: 'documents.statementTitle' },
          { currency: period.currency, month: monthName(period) },
        );
        return (
          <OfferCard key={`${period.currency}-${period.month}`} title={title}>
            <DocumentButtons request={{ document: 'statement', ...period }} name={title} />
          </OfferCard>
        );
      })}
    </>
  );
}
