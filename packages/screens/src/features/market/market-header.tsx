import { NavBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTenant } from '../../shared/context';
import { SearchIcon } from '../../shared/market-icons/icons';
import { IconLink } from '../../shared/market-icons/icon-link';

const Logo = styled.img`
  display: block;
  height: 28px;
  width: auto;
  margin-left: ${({ theme }) => theme.space.sm}px;
`;

/** Logo, "Market" and the search icon. */
export function MarketHeader() {
  const intl = useIntl();
  const { assets, definition } = useTenant();
  return (
    <NavBar
      left={<Logo src={assets.logo} alt={definition.title} height={28} />}
      title={intl.formatMessage({ id: 'market.title' })}
      right={
        <IconLink to="/searchStock" label="action.search">
          <SearchIcon />
        </IconLink>
      }
    />
  );
}
