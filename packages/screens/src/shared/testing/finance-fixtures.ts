import type { ResponseInputOf } from '@trading/contract';

/** Server answers shared by the money screens' tests. */
export const depositInfo: ResponseInputOf<'depositMethod'> = {
  corporate: {
    id: 'corporate-5e1f0c2a9b7d4e61',
    bank: 'Access Bank',
    cardNo: '1029384753',
    account: 'Naira Markets Ltd',
    branch: 'Head office',
    bankCode: null,
    extraCode: null,
  },
  personal: null,
  crypto: {
    id: 'usdt-0a4c9e2f7b1d3a58',
    type: 'TRC20',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  },
  minDeposit: '1000',
  maxDeposit: '50000000',
  description: 'Transfer, then send the receipt.',
  needReceipt: true,
  needDetail: true,
  needAuth: true,
  needAuthUSDT: false,
};

export const withdrawInfo: ResponseInputOf<'withdrawInfo'> = {
  balance: '5000000.00',
  balanceUSD: '10000.00',
  openUSDT: true,
  withdrawTips: 'Reviewed within 24 hours.',
  userBanks: [
    {
      id: 7,
      usdt: false,
      accountName: 'Ada Obi',
      bank: 'Zenith Bank',
      // Lists carry account numbers masked.
      accountNumber: '•••• 3346',
      branch: null,
      bankCode: null,
      extraCode: null,
      usableFrom: 1717000000000,
    },
  ],
};
