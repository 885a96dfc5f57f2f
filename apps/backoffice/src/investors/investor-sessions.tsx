import type { InvestorDetail } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { HeaderRow } from '../shell/header-row';
import { consoleApi } from '../api/console-api';
import { Card, Muted, Table } from './panel-parts';

/** The devices signed in to the account; staff with the `accounts` permission sign one out. */
export function InvestorSessions({ investor }: { investor: InvestorDetail }) {
  const intl = useIntl();
  const may = consoleApi.useMeQuery().data?.permissions.includes('accounts') ?? false;
  const [signOut] = consoleApi.useInvestorSignOutMutation();
  const when = (ms: number) => intl.formatDate(ms, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Card>
      <h2>
        <FormattedMessage id="investors.sessions" />
      </h2>
      {investor.sessions.length === 0 ? (
        <Muted>
          <FormattedMessage id="investors.noSessions" />
        </Muted>
      ) : (
        <Table>
          <thead>
            <HeaderRow
              ids={[
                'investors.device',
                'investors.signedIn',
                'investors.lastSeen',
                ...(may ? [''] : []),
              ]}
            />
          </thead>
          <tbody>
            {investor.sessions.map((s) => (
              <tr key={s.id}>
                <td>{[s.device, s.place].filter(Boolean).join(' · ') || '–'}</td>
                <td>{when(s.createdAt)}</td>
                <td>{when(s.lastSeenAt)}</td>
                {may && (
                  <td>
                    <Button
                      $variant="text"
                      onClick={() => void signOut({ id: investor.userId, sessionId: s.id })}
                    >
                      <FormattedMessage id="investors.signOut" />
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
