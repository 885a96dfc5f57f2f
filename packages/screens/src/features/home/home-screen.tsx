import { useTenant } from '../../shared/context';
import { useMarketSettings } from '../../shared/market-settings/use-market-settings';
import { ClassicHome } from './classic-home';
import { Theme3Home } from './theme3-home';

/** / (Home): theme 3 or the classic layout, by the tenant's data. */
export function HomeScreen() {
  const settings = useMarketSettings();
  const { definition } = useTenant();
  return settings.homeTheme === 3 ? (
    <Theme3Home settings={settings} title={definition.title} />
  ) : (
    <ClassicHome settings={settings} title={definition.title} />
  );
}
