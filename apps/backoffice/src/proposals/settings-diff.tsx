import type { TenantSettings, TenantSettingsSave } from '@trading/contract';
import { FormattedMessage } from 'react-intl';
import { DataTable } from '../shell/form-look';
import { HeaderRow } from '../shell/header-row';

/** Each setting as one comparable text; thresholds by currency. */
function flat(s: TenantSettingsSave | TenantSettings): Array<[string, string, string?]> {
  const rows: Array<[string, string, string?]> = [
    ['settings.registrationCode', s.registrationCode],
    ['settings.minDeposit', s.minDeposit],
    ['settings.maxDeposit', s.maxDeposit ?? '—'],
    ['settings.minWithdraw', s.minWithdraw],
  ];
  for (const [currency, amount] of Object.entries(s.withdrawalSecondApprovalAbove))
    rows.push(['proposals.threshold', amount ?? '', currency]);
  return rows;
}

/** Same amount whatever the trailing zeros ("500" proposed, "500.00" in effect). */
const same = (a: string | undefined, b: string) =>
  a === b || (a !== undefined && /^[\d.]+$/.test(a) && Number(a) === Number(b));

/** Every setting before → after; a changed one marked, so the approver sees what moves. */
export function SettingsDiff({
  before,
  after,
}: {
  before: TenantSettings;
  after: TenantSettingsSave;
}) {
  const was = flat(before);
  return (
    <DataTable>
      <thead>
        <HeaderRow ids={['proposals.setting', 'proposals.before', 'proposals.after']} />
      </thead>
      <tbody>
        {flat(after).map(([label, value, currency]) => {
          const old = was.find(([l, , c]) => l === label && c === currency)?.[1];
          const changed = !same(old, value);
          return (
            <tr key={label + (currency ?? '')} data-changed={changed || undefined}>
              <td>
                <FormattedMessage id={label} values={{ currency }} />
              </td>
              <td>{old ?? '—'}</td>
              <td>{changed ? <strong>{value}</strong> : value}</td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
