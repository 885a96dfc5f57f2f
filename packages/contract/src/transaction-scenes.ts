/** Fund transaction scenes: what moved the money on a line of the funds record. */
export const TRANSACTION_SCENES = [
  'USER_DEPOSIT',
  'CONFIRM_WITHDRAW',
  'MONEY_EXCHANGE',
  'EXCHANGE_FEE',
  'TRADE',
  'TRADE_FEE',
  'FUNDING',
  'FUNDING_FEE',
  'QUANTITATIVE_BUY',
  'QUANTITATIVE_REBASE',
  'QUANTITATIVE_BACK',
] as const;
