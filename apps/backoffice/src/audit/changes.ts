/** One field an audited action changed: its name and its value before and after ('' for none). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A stored value as one short line: text as is, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * What an audit entry changed, field by field: every field whose value differs between the
 * record before and after (all of them when one side is missing — a creation, a deletion, a
 * view or a refusal). A record that is a list (banners, tiles) is one field, `items`.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (Array.isArray(before) || Array.isArray(after))
    return shown(before) === shown(after)
      ? []
      : [{ field: 'items', before: shown(before), after: shown(after) }];
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .map((field) => ({ field, before: shown(was[field]), after: shown(is[field]) }))
    .filter((change) => change.before !== change.after);
}
