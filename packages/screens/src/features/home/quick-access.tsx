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

const ICON_PX = 36;
/** Rows the tiles are kept room for while they load: tenants have six to ten (tileColumns). */
const ROWS_KEPT = 2;

const Icon = styled.img`
  width: ${ICON_PX}px;
  height: ${ICON_PX}px;
`;

// Two lines for every name, used or not: a row's height is known before the names are, so the
// room kept while they load is the room they take.
const Name = styled.span`
  display: -webkit-box;
  min-height: ${({ theme }) => 2 * theme.font.lineHeight}em;
  overflow: hidden;
  line-height: ${({ theme }) => theme.font.lineHeight};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Room = styled.div`
  height: ${({ theme }) =>
    theme.space.sm +
    ROWS_KEPT * (ICON_PX + theme.space.xs + 2 * theme.font.lineHeight * theme.font.sizeXs) +
    (ROWS_KEPT - 1) * theme.space.md +
    theme.space.md}px;
`;

/** Quick-access tiles: icon and name, following the same link rule as banners. */
export function QuickAccess() {
  const intl = useIntl();
  const openLink = useOpenLink();
  const { data: tiles = [], isLoading } = useQuickAccessQuery();
  // The tiles come above the banners and the market: room is kept for them, so nothing on
  // screen moves down when they arrive (a page the browser renders alone).
  if (isLoading) return <Room />;
  if (tiles.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.quickAccess' })}>
      <Grid $columns={tileColumns(tiles.length)}>
        {tiles.map((tile) => (
          <li key={`${tile.link}-${tile.name}`}>
            <Tile onClick={() => openLink(tile.link)}>
              {/* Small icons, sized up front: they wait for the banner and the page's scripts. */}
              <Icon src={tile.icon} alt="" width={36} height={36} fetchPriority="low" />
              <Name>{tile.name}</Name>
            </Tile>
          </li>
        ))}
      </Grid>
    </nav>
  );
}
