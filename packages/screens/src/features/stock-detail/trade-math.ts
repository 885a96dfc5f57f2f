/** A market price as the decimal string money calls take (at most 8 fraction digits). */
export function priceToDecimal(price: number): string {
  return price.toFixed(8).replace(/\.?0+$/, '');
}
