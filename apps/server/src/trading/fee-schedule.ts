import { maxUnits, mulUnits, roundUnits, toUnits, type Units } from '../ledger/decimal';

/** 0.1 % of the order's value, rounded up to the cent, at least one cent. */
export const TRADE_FEE_RATE = toUnits('0.001');
export const TRADE_FEE_MIN = toUnits('0.01');

export function tradeFee(gross: Units): Units {
  return maxUnits(roundUnits(mulUnits(gross, TRADE_FEE_RATE, 'up'), 2, 'up'), TRADE_FEE_MIN);
}
