import { FormattedMessage, useIntl } from 'react-intl';
import { HeaderRow } from '../shell/header-row';
import { consoleApi } from '../api/console-api';
import { useMoney } from '../shell/use-money';
import { Card, Muted, Table } from './panel-parts';

/** The newest ledger legs on the investor's cash and held accounts, each with the balance after it. */
export function InvestorLedger({ userId }: { userId: number }) {
  const intl = useIntl();
  const money = useMoney();
  const { data } = consoleApi.useInvestorLedgerQuery({ id: userId, limit: 100 });
  return (
    <Card>
      <h2>
        <FormattedMessage id="investors.ledger" />
      </h2>
      {data === undefined ? null : data.length === 0 ? (
        <Muted>
          <FormattedMessage id="investors.noLedger" />
        </Muted>
      ) : (
        <Table>
          <thead>
            <HeaderRow
              ids={[
                'audit.time',
                'investors.entry',
                'investors.accountKind',
                'queue.amount',
                'investors.balanceAfter',
              ]}
              numeric={['queue.amount', 'investors.balanceAfter']}
            />
          </thead>
          <tbody>
            {data.map((e) => (
              <tr key={e.id}>
                <td>{intl.formatDate(e.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td>{e.description}</td>
                <td>
                  <FormattedMessage
                    id={e.account === 'user:held' ? 'investors.held' : 'investors.cash'}
                  />
                </td>
                <td className="number">{money(e.amount, e.currency)}</td>
                <td className="number">
                  {e.balanceAfter === null ? '–' : money(e.balanceAfter, e.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
