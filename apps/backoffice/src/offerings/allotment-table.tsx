import type { AllotPreview } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../shell/form-look';
import { HeaderRow } from '../shell/header-row';

/**
 * An allotment, per investor and in total: what the operator previews before proposing it,
 * and what the second staff member approves.
 */
export function AllotmentTable({ preview, label }: { preview: AllotPreview; label?: string }) {
  const intl = useIntl();
  return (
    <DataTable aria-label={label}>
      <thead>
        <HeaderRow ids={['allot.id', 'allot.investor', 'allot.asked', 'allot.gets']} />
      </thead>
      <tbody>
        {preview.rows.map((row) => (
          <tr key={row.applicationId}>
            <td>#{row.applicationId}</td>
            <td>{row.userId}</td>
            <td>
              {intl.formatNumber(row.asked)} ({row.unit})
            </td>
            <td>{intl.formatNumber(row.shares)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4}>
            <FormattedMessage
              id="allot.totals"
              values={{
                available: intl.formatNumber(preview.available),
                asked: intl.formatNumber(preview.asked),
                allotted: intl.formatNumber(preview.allotted),
                left: intl.formatNumber(Math.max(0, preview.available - preview.allotted)),
              }}
            />
          </td>
        </tr>
      </tfoot>
    </DataTable>
  );
}
