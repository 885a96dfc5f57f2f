import { FormattedMessage } from 'react-intl';

/**
 * A table's head row: one column per message id, '' for a column without a title. Columns
 * named in `numeric` hold amounts and counts, aligned as the cells below them are.
 */
export function HeaderRow({
  ids,
  numeric = [],
}: {
  ids: readonly string[];
  numeric?: readonly string[];
}) {
  return (
    <tr>
      {ids.map((id, column) => (
        <th key={id || column} className={numeric.includes(id) ? 'number' : undefined}>
          {id && <FormattedMessage id={id} />}
        </th>
      ))}
    </tr>
  );
}
