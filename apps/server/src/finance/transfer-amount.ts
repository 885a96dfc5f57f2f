import { CurrencyCode, type NotifiedAmount } from '@trading/contract';
import { moneyText } from '../offerings/money-text';

/**
 * A transfer as a notification names it: the amount in the currency it moves in, the rail
 * beside it. Data, not words: the client writes the amount the reader's way.
 */
export function transferAmount(amount: string, currency: string, usdt: boolean): NotifiedAmount {
  return { amount: moneyText(amount), currency: CurrencyCode.parse(currency), usdt };
}
