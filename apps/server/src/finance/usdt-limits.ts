import { toUnits } from '../ledger/decimal';

/**
 * The settings' min/max are in the local currency and apply to bank transfers; USDT
 * moves USD, where the smallest deposit or withdrawal is 10 USDT (network fees make less pointless).
 */
export const USDT_MINIMUM = toUnits('10');
