import { readTypedNumber } from '@trading/ui-kit';
import type { ParamSpec } from '@trading/contract';

/**
 * The value typed into a parameter's field, read in the screen's language, or null when it is
 * not a whole number within the parameter's range: the field then says so, rather than the
 * number being pulled into range behind the user's back.
 */
export function readParam(spec: ParamSpec, text: string): number | null {
  const reading = readTypedNumber(text, { kind: 'whole' });
  if (!reading.ok) return null;
  const value = Number(reading.value);
  return value >= spec.min && value <= spec.max ? value : null;
}
