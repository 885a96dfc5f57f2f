import { usePagedList, useTransactionsInfiniteQuery } from '@trading/api';
import type { CurrencyCode } from '@trading/contract';
import { formatMoney } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useTenant } from '../../shared/context';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { currencySign } from '../../shared/format/currency-sign';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { RecordList } from '../../shared/records/record-list';
import { RecordRow } from '../../shared/records/record-row';
import { TransactionFilters, type TransactionFilter } from './transaction-filters';

/** /transaction: the ledger of the account, filtered by type and currency, newest or oldest first. */
export function TransactionScreen() {
  const intl = useIntl();
  const { definition } = useTenant();
  const local = definition.currency.code;
  const currencies: CurrencyCode[] = local === 'USD' ? ['USD'] : [local, 'USD'];
  const [filter, setFilter] = useState<TransactionFilter>({
    scene: 'ALL',
    currency: 'ALL',
    desc: true,
  });
  const list = usePagedList(
    useTransactionsInfiniteQuery({
      desc: filter.desc,
      ...(filter.scene === 'ALL' ? {} : { scene: filter.scene }),
      ...(filter.currency === 'ALL' ? {} : { currencyType: filter.currency }),
    }),
  );
  return (
    <>
      <ScreenBar title="route.transaction" />
      <TransactionFilters value={filter} currencies={currencies} onChange={setFilter} />
      <RecordList
        list={list}
        aria-label={intl.formatMessage({ id: 'route.transaction' })}
        getKey={(record) => record.id}
        renderItem={(record) => (
          <RecordRow
            title={
              record.refund
                ? intl.formatMessage(
                    { id: 'transaction.withdrawalRefund' },
                    { id: record.refund.withdrawalId },
                  )
                : intl.formatMessage({ id: `scene.${record.scene}` })
            }
            amount={formatMoney(record.amount, {
              sign: currencySign(record.currencyType),
              plus: true,
            })}
            date={formatDateTime(record.createdTime)}
            status={intl.formatMessage(
              { id: 'records.balanceAfter' },
              { amount: formatMoney(record.balance, { sign: currencySign(record.currencyType) }) },
            )}
            note={
              record.refund?.reason &&
              intl.formatMessage(
                { id: 'transaction.refundReason' },
                { reason: record.refund.reason },
              )
            }
          />
        )}
      />
    </>
  );
}
