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
import { HiddenTitle, StickyHeader } from '../../shared/page-header/page-header';

const Header = styled(StickyHeader)`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px ${theme.space.xs}px ${theme.space.lg}px`};
  padding-top: max(${({ theme }) => theme.space.xs}px, env(safe-area-inset-top));
`;

/**
 * Home for themes other than 3: search box, favourites, shortcuts, tiles and banners (spec
 * 2.2), then what a home screen is opened for: the market's movers and the latest news.
 */
export function ClassicHome({ settings, title }: { settings: MarketSettings; title: string }) {
  return (
    <>
      <Header>
        <HiddenTitle>{title}</HiddenTitle>
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
