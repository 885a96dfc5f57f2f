/**
 * The fee the ledger books on a trade, block trade or funding payment is the contract's
 * schedule, the one the confirm sheets show; ledger units share its 10⁻⁸ grain.
 */
export { tradeFeeUnits as tradeFee } from '@trading/contract';
