import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';
import { ACCOUNT_BALANCE, item, list, type } from '../tags.js';

/** Funds: deposits, withdrawals, records, transactions, saved banks, KYC and exchange. */
export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    bankList: queryCall(build, 'bankList', { provides: [type('BankName')] }),
    depositMethod: queryCall(build, 'depositMethod', { provides: [type('DepositMethod')] }),
    // A GET, so a query; the deposit form runs it on submit through the lazy hook.
    checkAuthCode: queryCall(build, 'checkAuthCode', { provides: [] }),
    deposit: mutationCall(build, 'deposit', {
      invalidates: [type('Balance'), type('Profile'), type('DepositRecord'), type('Transaction')],
    }),
    withdrawInfo: queryCall(build, 'withdrawInfo', { provides: ACCOUNT_BALANCE }),
    withdraw: mutationCall(build, 'withdraw', {
      invalidates: [
        type('Balance'),
        type('Profile'),
        type('WithdrawRecord'),
        type('Transaction'),
        type('Notification'),
      ],
    }),
    withdrawCancel: mutationCall(build, 'withdrawCancel', {
      invalidates: [type('Balance'), type('Profile'), type('WithdrawRecord'), type('Transaction')],
    }),
    withdrawRecords: pagedCall(build, 'withdrawRecords', { provides: [list('WithdrawRecord')] }),
    depositRecords: pagedCall(build, 'depositRecords', { provides: [list('DepositRecord')] }),
    transactions: pagedCall(build, 'transactions', { provides: [list('Transaction')] }),
    // A POST that reads: a query all the same, so it is cached and tagged.
    userBanks: queryCall(build, 'userBanks', { provides: [list('UserBank')] }),
    userBankAdd: mutationCall(build, 'userBankAdd', {
      invalidates: [list('UserBank'), type('Notification')],
    }),
    userBankUpdate: mutationCall(build, 'userBankUpdate', {
      invalidates: [item('UserBank', 'id')],
    }),
    userBankDelete: mutationCall(build, 'userBankDelete', {
      invalidates: [item('UserBank', 'bankId')],
    }),
    kyc: queryCall(build, 'kyc', { provides: [type('Kyc')] }),
    kycSubmit: mutationCall(build, 'kycSubmit', { invalidates: [type('Kyc'), type('Profile')] }),
    exchangeInfo: queryCall(build, 'exchangeInfo', { provides: [type('Balance')] }),
    exchangeToLocal: mutationCall(build, 'exchangeToLocal', {
      invalidates: [type('Balance'), type('Profile'), type('ExchangeRecord'), type('Transaction')],
    }),
    exchangeToUSD: mutationCall(build, 'exchangeToUSD', {
      invalidates: [type('Balance'), type('Profile'), type('ExchangeRecord'), type('Transaction')],
    }),
    exchangeRecords: pagedCall(build, 'exchangeRecords', { provides: [list('ExchangeRecord')] }),
  }),
});

export const {
  useBankListQuery,
  useDepositMethodQuery,
  useCheckAuthCodeQuery,
  useLazyCheckAuthCodeQuery,
  useDepositMutation,
  useWithdrawInfoQuery,
  useWithdrawMutation,
  useWithdrawCancelMutation,
  useWithdrawRecordsInfiniteQuery,
  useDepositRecordsInfiniteQuery,
  useTransactionsInfiniteQuery,
  useUserBanksQuery,
  useUserBankAddMutation,
  useUserBankUpdateMutation,
  useUserBankDeleteMutation,
  useKycQuery,
  useKycSubmitMutation,
  useExchangeInfoQuery,
  useExchangeToLocalMutation,
  useExchangeToUSDMutation,
  useExchangeRecordsInfiniteQuery,
} = financeApi;
