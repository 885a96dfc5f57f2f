import type { InvestorDetail } from '@trading/contract';
import { formatMoney } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { Facts } from '../queues/facts';
import { useMoney } from '../shell/use-money';
import { AccountActions } from './account-actions';
import { InvestorLedger } from './investor-ledger';
import { InvestorSessions } from './investor-sessions';
import { Card, Muted, Table } from './panel-parts';
import { HeaderRow } from '../shell/header-row';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

/** Everything about one investor: who, KYC, money, holdings, open orders, devices, ledger. */
export function InvestorPanel({ userId }: { userId: number }) {
  const { data, error } = consoleApi.useInvestorDetailQuery({ id: userId });
  if (error)
    return (
      <Muted>
        <FormattedMessage id="investors.notFound" />
      </Muted>
    );
  if (!data) return null;
  return (
    <Stack aria-label={data.username}>
      <Columns>
        <Profile investor={data} />
        <AccountActions investor={data} />
      </Columns>
      <Columns>
        <Balances investor={data} />
        <Positions investor={data} />
      </Columns>
      <OpenOrders investor={data} />
      <InvestorSessions investor={data} />
      <InvestorLedger userId={userId} />
    </Stack>
  );
}

function Profile({ investor }: { investor: InvestorDetail }) {
  const intl = useIntl();
  const { kyc } = investor;
  return (
    <Card>
      <h2>{investor.username}</h2>
      <Facts
        rows={[
          ['investors.accountNo', investor.accountNo],
          ['queue.name', investor.name],
          ['investors.email', investor.email],
          ['investors.mobile', investor.mobile],
          ['investors.joined', intl.formatDate(investor.createdAt, { dateStyle: 'medium' })],
          [
            'investors.kyc',
            intl.formatMessage({ id: `investors.kyc.${investor.kycStatus ?? 'NONE'}` }),
          ],
          ['queue.idNumber', kyc && `${kyc.idType} ${kyc.idNumber}`],
          ['queue.taxIdNumber', kyc?.taxIdNumber && `${kyc.taxIdType} ${kyc.taxIdNumber}`],
          ['queue.bank', kyc?.bank && `${kyc.bank} ${kyc.cardNo ?? ''}`],
          ['investors.kycNote', kyc?.reviewNote],
        ]}
      />
    </Card>
  );
}

function Balances({ investor }: { investor: InvestorDetail }) {
  const money = useMoney();
  return (
    <Card>
      <h2>
        <FormattedMessage id="investors.balances" />
      </h2>
      {investor.balances.length === 0 ? (
        <Muted>
          <FormattedMessage id="investors.noBalances" />
        </Muted>
      ) : (
        <Table>
          <thead>
            <HeaderRow
              ids={['investors.currency', 'investors.cash', 'investors.held']}
              numeric={['investors.cash', 'investors.held']}
            />
          </thead>
          <tbody>
            {investor.balances.map((b) => (
              <tr key={b.currency}>
                <td>{b.currency}</td>
                <td className="number">{money(b.cash, b.currency)}</td>
                <td className="number">{money(b.held, b.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

function Positions({ investor }: { investor: InvestorDetail }) {
  const intl = useIntl();
  return (
    <Card>
      <h2>
        <FormattedMessage id="investors.positions" />
      </h2>
      {investor.positions.length === 0 ? (
        <Muted>
          <FormattedMessage id="investors.noPositions" />
        </Muted>
      ) : (
        <Table>
          <thead>
            <HeaderRow
              ids={[
                'investors.symbol',
                'investors.shares',
                'investors.lockedShares',
                'investors.cost',
              ]}
              numeric={['investors.shares', 'investors.lockedShares', 'investors.cost']}
            />
          </thead>
          <tbody>
            {investor.positions.map((p) => (
              <tr key={p.instrumentId}>
                <td>{p.symbol}</td>
                <td className="number">{intl.formatNumber(p.available)}</td>
                <td className="number">{intl.formatNumber(p.locked)}</td>
                <td className="number">{formatMoney(p.cost)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

function OpenOrders({ investor }: { investor: InvestorDetail }) {
  const intl = useIntl();
  const money = useMoney();
  return (
    <Card>
      <h2>
        <FormattedMessage id="investors.openOrders" />
      </h2>
      {investor.openOrders.length === 0 ? (
        <Muted>
          <FormattedMessage id="investors.noOrders" />
        </Muted>
      ) : (
        <Table>
          <thead>
            <HeaderRow
              ids={[
                'investors.placed',
                'investors.symbol',
                'investors.order',
                'investors.shares',
                'investors.price',
                'investors.held',
              ]}
            />
          </thead>
          <tbody>
            {investor.openOrders.map((o) => (
              <tr key={o.id}>
                <td>{intl.formatDate(o.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td>{o.symbol}</td>
                <td>
                  {o.side} {o.type}
                </td>
                <td className="number">{intl.formatNumber(o.quantity)}</td>
                <td className="number">
                  {[o.limitPrice, o.stopPrice]
                    .filter((p) => p !== null)
                    .map((p) => money(p, o.currency))
                    .join(' / ')}
                </td>
                <td className="number">{money(o.held, o.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
