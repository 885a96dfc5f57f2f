import { fromUnits, type Units } from '../ledger/decimal';

/** A price as a plain decimal with its own places, at least two: "49.50", "12.345". */
export function decimalText(units: Units): string {
  return fromUnits(units, 8).replace(/(\.\d\d\d*?)0+$/, '$1');
}
