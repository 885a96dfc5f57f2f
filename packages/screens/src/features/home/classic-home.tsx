import styled from 'styled-components';
import { StarIcon } from '../../shared/market-icons/icons';
import type { MarketSettings } from '../../shared/market-settings/market-settings';
import { BannerCarousel } from './banner-carousel';
import { MarketMovers } from './market-movers';
import { NewsBlock } from './news-block';
import { QuickAccess } from './quick-access';
import { SearchPill } from './search-pill';
import { Shortcuts } from './shortcuts';
import { IconLink } from '../../shared/market-icons/icon-link';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px ${theme.space.xs}px ${theme.space.lg}px`};
  padding-top: max(${({ theme }) => theme.space.xs}px, env(safe-area-inset-top));
  background: ${({ theme }) => theme.color.background};
`;

const Title = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/**
 * Home for themes other than 3: search box, favourites, shortcuts, tiles and banners (spec
 * 2.2), then what a home screen is opened for: the market's movers and the latest news.
 */
export function ClassicHome({ settings, title }: { settings: MarketSettings; title: string }) {
  return (
    <>
      <Header>
        <Title>{title}</Title>
        <SearchPill />
        <IconLink to="/favorite" label="route.favorite">
          <StarIcon />
        </IconLink>
      </Header>
      <Shortcuts settings={settings} />
      <QuickAccess />
      <BannerCarousel />
      <MarketMovers settings={settings} />
      <NewsBlock />
    </>
  );
}
