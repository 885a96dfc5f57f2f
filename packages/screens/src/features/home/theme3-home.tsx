import { IconButton, NavBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SearchIcon, StarIcon } from '../../shared/market-icons/icons';
import type { MarketSettings } from '../../shared/market-settings/market-settings';
import { IndexStrip } from './index-strip';
import { NewsBlock } from './news-block';
import { TopVolume } from './top-volume';

/** Home, theme 3: favourites and search icons, index strip, news and the top-volume list. */
export function Theme3Home({ settings, title }: { settings: MarketSettings; title: string }) {
  const intl = useIntl();
  return (
    <>
      <NavBar
        title={title}
        left={
          <IconButton
            as={Link}
            to="/favorite"
            aria-label={intl.formatMessage({ id: 'route.favorite' })}
          >
            <StarIcon />
          </IconButton>
        }
        right={
          <IconButton
            as={Link}
            to="/searchStock"
            aria-label={intl.formatMessage({ id: 'action.search' })}
          >
            <SearchIcon />
          </IconButton>
        }
      />
      <IndexStrip />
      <NewsBlock />
      <TopVolume settings={settings} />
    </>
  );
}
