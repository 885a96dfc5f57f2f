import type { AllotPreview } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../shell/form-look';
import { HeaderRow } from '../shell/header-row';

/** The allotment as previewed when proposed: each investor's shares and the totals. */
export function AllotmentDiff({ preview }: { preview: AllotPreview }) {
  const intl = useIntl();
  return (
    <DataTable>
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
