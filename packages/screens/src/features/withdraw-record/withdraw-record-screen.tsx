import { usePagedList, useWithdrawRecordsInfiniteQuery } from '@trading/api';
import { TransferRecordScreen } from '../../shared/records/transfer-record-screen';

/** /withdrawRecord: every withdrawal with its amount, time and review status. */
export function WithdrawRecordScreen() {
  const list = usePagedList(useWithdrawRecordsInfiniteQuery({}));
  return (
    <TransferRecordScreen
      titleId="route.withdrawRecord"
      list={list}
      kindIds={{ usdt: 'records.usdtWithdrawal', bank: 'records.bankWithdrawal' }}
    />
  );
}
