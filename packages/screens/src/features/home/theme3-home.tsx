import { NavBar } from '@trading/ui-kit';
import { SearchIcon, StarIcon } from '../../shared/market-icons/icons';
import type { MarketSettings } from '../../shared/market-settings/market-settings';
import { IndexStrip } from './index-strip';
import { NewsBlock } from './news-block';
import { TopVolume } from './top-volume';
import { IconLink } from '../../shared/market-icons/icon-link';

/** Home, theme 3: favourites and search icons, index strip, news and the top-volume list. */
export function Theme3Home({ settings, title }: { settings: MarketSettings; title: string }) {
  return (
    <>
      <NavBar
        title={title}
        left={
          <IconLink to="/favorite" label="route.favorite">
            <StarIcon />
          </IconLink>
        }
        right={
          <IconLink to="/searchStock" label="action.search">
            <SearchIcon />
          </IconLink>
        }
      />
      <IndexStrip />
      <NewsBlock />
      <TopVolume settings={settings} />
    </>
  );
}
