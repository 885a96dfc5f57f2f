import { INSTRUMENTS, type Instrument } from '../src/market/instruments.js';

/** Every instrument that trades today (the ones listed in 2030 never tick). */
export function benchSymbols(): Instrument[] {
  return INSTRUMENTS.filter((i) => !i.listedOn || i.listedOn < '2026-01-01');
}
