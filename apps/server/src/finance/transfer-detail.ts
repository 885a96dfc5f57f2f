/** A transfer as a notification names it: the amount in the currency it moves in, the rail beside it. */
export function transferDetail(amount: string, currency: string, usdt: boolean): string {
  return `${amount} ${currency}${usdt ? ' (USDT)' : ''}`;
}
