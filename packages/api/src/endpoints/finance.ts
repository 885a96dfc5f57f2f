import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';

/** Funds: deposits, withdrawals, records, transactions, saved banks, KYC and exchange. */
export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    bankList: queryCall(build, 'bankList'),
    depositMethod: queryCall(build, 'depositMethod'),
    // A GET, so a query; the deposit form runs it on submit through the lazy hook.
    checkAuthCode: queryCall(build, 'checkAuthCode'),
    deposit: mutationCall(build, 'deposit'),
    withdrawInfo: queryCall(build, 'withdrawInfo'),
    withdraw: mutationCall(build, 'withdraw'),
    withdrawRecords: pagedCall(build, 'withdrawRecords'),
    depositRecords: pagedCall(build, 'depositRecords'),
    transactions: pagedCall(build, 'transactions'),
    // A POST that reads: a query all the same, so it is cached and tagged.
    userBanks: queryCall(build, 'userBanks'),
    userBankAdd: mutationCall(build, 'userBankAdd'),
    userBankUpdate: mutationCall(build, 'userBankUpdate'),
    userBankDelete: mutationCall(build, 'userBankDelete'),
    kyc: queryCall(build, 'kyc'),
    kycSubmit: mutationCall(build, 'kycSubmit'),
    exchangeInfo: queryCall(build, 'exchangeInfo'),
    exchangeToLocal: mutationCall(build, 'exchangeToLocal'),
    exchangeToUSD: mutationCall(build, 'exchangeToUSD'),
    exchangeRecords: pagedCall(build, 'exchangeRecords'),
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
