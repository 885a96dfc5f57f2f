import { useDepositRecordsInfiniteQuery, usePagedList } from '@trading/api';
import { TransferRecordScreen } from '../../shared/records/transfer-record-screen';

/** /depositRecord: every deposit with its amount, time and review status. */
export function DepositRecordScreen() {
  const list = usePagedList(useDepositRecordsInfiniteQuery({}));
  return (
    <TransferRecordScreen
      titleId="route.depositRecord"
      list={list}
      kindIds={{ usdt: 'records.usdtDeposit', bank: 'records.bankDeposit' }}
    />
  );
}
