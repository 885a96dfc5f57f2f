import { usePagedList, useWithdrawRecordsInfiniteQuery } from '@trading/api';
import { TransferRecordScreen } from '../../shared/records/transfer-record-screen';
import { WithdrawalDetails } from './withdrawal-details';

/**
 * /withdrawRecord: every withdrawal with its amount, time, review status, where it goes, why it
 * was refused, and a cancel while it waits.
 */
export function WithdrawRecordScreen() {
  const list = usePagedList(useWithdrawRecordsInfiniteQuery({}));
  return (
    <TransferRecordScreen
      titleId="route.withdrawRecord"
      list={list}
      kindIds={{ usdt: 'records.usdtWithdrawal', bank: 'records.bankWithdrawal' }}
      details={(record) => <WithdrawalDetails record={record} />}
    />
  );
}
