import { Button } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { Actions, DataTable } from '../shell/form-look';
import { HeaderRow } from '../shell/header-row';
import { ScreenPage } from '../shell/screen-page';
import { ServerError } from '../shell/server-error';
import { useMoney } from '../shell/use-money';

const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.color.text : theme.color.danger)};
`;

const NUMBERS = [
  'ledger.transactions',
  'ledger.entries',
  'ledger.credits',
  'ledger.debits',
  'ledger.net',
  'ledger.userCash',
  'ledger.userHeld',
];

/**
 * The tenant's books recomputed from the ledger entries (the same check as `ledger:audit` on
 * the CLI and the server's tests): per-currency totals, and every transaction that does not
 * sum to zero or balance that disagrees with its entries.
 */
export function LedgerAuditScreen() {
  const intl = useIntl();
  const money = useMoney();
  const { data, error, isFetching, refetch } = consoleApi.useLedgerAuditQuery();
  return (
    <ScreenPage>
      <h1>
        <FormattedMessage id="ledger.title" />
      </h1>
      <ServerError error={error} />
      {data && (
        <>
          <Actions>
            <Verdict $ok={data.consistent} role="status">
              <FormattedMessage id={data.consistent ? 'ledger.consistent' : 'ledger.broken'} />
            </Verdict>
            <span>
              <FormattedMessage
                id="ledger.checkedAt"
                values={{
                  at: intl.formatDate(data.checkedAt, { dateStyle: 'short', timeStyle: 'medium' }),
                }}
              />
            </span>
            <Button $variant="default" disabled={isFetching} onClick={() => refetch()}>
              <FormattedMessage id="ledger.recheck" />
            </Button>
          </Actions>
          <DataTable>
            <thead>
              <HeaderRow
                ids={['ledger.currency', ...NUMBERS, 'ledger.balanced']}
                numeric={NUMBERS}
              />
            </thead>
            <tbody>
              {data.totals.map((t) => (
                <tr key={t.currency}>
                  <td>{t.currency}</td>
                  <td className="number">{t.transactions}</td>
                  <td className="number">{t.entries}</td>
                  <td className="number">{money(t.credits, t.currency)}</td>
                  <td className="number">{money(t.debits, t.currency)}</td>
                  <td className="number">{money(t.net, t.currency)}</td>
                  <td className="number">{money(t.userCash, t.currency)}</td>
                  <td className="number">{money(t.userHeld, t.currency)}</td>
                  <td>
                    <FormattedMessage id={t.balanced ? 'ledger.yes' : 'ledger.no'} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <h2>
            <FormattedMessage id="ledger.violations" values={{ count: data.violations.length }} />
          </h2>
          {data.violations.length > 0 && (
            <DataTable>
              <thead>
                <HeaderRow ids={['ledger.kind', 'ledger.currency', 'ledger.detail']} />
              </thead>
              <tbody>
                {data.violations.map((v, i) => (
                  <tr key={i}>
                    <td>
                      <FormattedMessage id={`ledger.kind.${v.kind}`} />
                    </td>
                    <td>{v.currency}</td>
                    <td>
                      {Object.entries(v.detail)
                        .map(([key, value]) => `${key}: ${value ?? '–'}`)
                        .join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </>
      )}
    </ScreenPage>
  );
}
