import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChartIcon, GlobeIcon, UserIcon, WalletIcon } from '../../shared/market-icons/icons';
import type { MarketSettings } from '../../shared/market-settings/market-settings';

const Row = styled.ul`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.sm}px`};
  list-style: none;
`;

const Shortcut = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-align: center;
  text-decoration: none;
`;

const Badge = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.tabActive};
`;

interface ShortcutItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/**
 * Home-market stocks, US stocks, Funds and Account. The US shortcut goes with the US tab:
 * without usMarketShow it would open a tab the tenant does not have.
 */
export function Shortcuts({ settings }: { settings: MarketSettings }) {
  const intl = useIntl();
  const items: ShortcutItem[] = [
    {
      to: '/market?tab=1',
      label: intl.formatMessage(
        { id: 'home.localStocks' },
        { market: settings.defaultMarketTitle },
      ),
      icon: <ChartIcon />,
    },
    ...(settings.usMarketShow
      ? [
          {
            to: '/market?tab=4',
            label: intl.formatMessage({ id: 'home.usStocks' }),
            icon: <GlobeIcon />,
          },
        ]
      : []),
    { to: '/depositList', label: intl.formatMessage({ id: 'home.funds' }), icon: <WalletIcon /> },
    { to: '/account', label: intl.formatMessage({ id: 'route.account' }), icon: <UserIcon /> },
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.shortcuts' })}>
      <Row>
        {items.map((item) => (
          <li key={item.to}>
            <Shortcut to={item.to}>
              <Badge>{item.icon}</Badge>
              {item.label}
            </Shortcut>
          </li>
        ))}
      </Row>
    </nav>
  );
}
