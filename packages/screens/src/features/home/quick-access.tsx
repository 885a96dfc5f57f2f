import { useQuickAccessQuery } from '@trading/api';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useOpenLink } from '../../shared/link-target/use-open-link';
import { tileColumns } from './tile-columns';

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px ${theme.space.md}px`};
  list-style: none;
`;

const Tile = styled.button.attrs({ type: 'button' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeXs}px;
  cursor: pointer;
`;

const Icon = styled.img`
  width: 36px;
  height: 36px;
`;

/** Quick-access tiles: icon and name, following the same link rule as banners. */
export function QuickAccess() {
  const intl = useIntl();
  const openLink = useOpenLink();
  const { data: tiles = [] } = useQuickAccessQuery();
  if (tiles.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.quickAccess' })}>
      <Grid $columns={tileColumns(tiles.length)}>
        {tiles.map((tile) => (
          <li key={`${tile.link}-${tile.name}`}>
            <Tile onClick={() => openLink(tile.link)}>
              {/* Small icons, sized up front: they wait for the banner and the page's scripts. */}
              <Icon src={tile.icon} alt="" width={36} height={36} fetchPriority="low" />
              {tile.name}
            </Tile>
          </li>
        ))}
      </Grid>
    </nav>
  );
}
