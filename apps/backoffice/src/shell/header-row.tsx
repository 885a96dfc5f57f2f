import { FormattedMessage } from 'react-intl';

/** A table's head row: one column per message id, '' for a column without a title. */
export function HeaderRow({ ids }: { ids: readonly string[] }) {
  return (
    <tr>
      {ids.map((id, column) => (
        <th key={id || column}>{id && <FormattedMessage id={id} />}</th>
      ))}
    </tr>
  );
}
