import { checkFieldFormat, formatMessageKey, hasMarkup, type FieldFormat } from '@trading/contract';
import { isBlank, type FieldErrors } from './field-errors';

/**
 * The message id for a value that fails its real-world format (the contract's shared check,
 * the same the server runs), or undefined when it passes, is blank or has no format.
 */
export function formatError(
  format: FieldFormat | undefined,
  value: string,
  bank?: string,
): string | undefined {
  if (!format || isBlank(value)) return undefined;
  const result = checkFieldFormat(format, value, { bank });
  return result.ok ? undefined : formatMessageKey(format, result.problem);
}

/** Names refuse markup: "format.markup" for each listed field holding < or >. */
export function markupErrors<K extends string>(
  values: Partial<Record<K, string>>,
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of fields) if (hasMarkup(values[field])) errors[field] = 'format.markup';
  return errors;
}

/** The placeholder a pattern's message needs ("must look like {example}"). */
export function formatValues(format: FieldFormat | undefined): Record<string, string> | undefined {
  return format && typeof format !== 'string' ? { example: format.example } : undefined;
}

/** Fills `errors` with `more`, keeping a field's first message (required before format). */
export function mergeErrors<K extends string>(
  errors: FieldErrors<K>,
  ...more: Array<FieldErrors<K>>
): FieldErrors<K> {
  for (const extra of more)
    for (const [field, message] of Object.entries(extra) as Array<[K, string | undefined]>)
      if (message && !errors[field]) errors[field] = message;
  return errors;
}
