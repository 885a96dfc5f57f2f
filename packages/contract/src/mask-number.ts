/**
 * How an ID, bank account, card number or USDT address is shown once entered: its last 4
 * characters only, enough to recognise it and too little to copy it.
 */
export function maskNumber(value: string): string {
  return `•••• ${value.length > 4 ? value.slice(-4) : ''}`.trimEnd();
}
