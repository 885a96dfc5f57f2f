import { StrokeIcon } from '@trading/ui-kit';
import type { TabDefinition } from './tabs';

const paths: Record<TabDefinition['icon'], string> = {
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
  market: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  favorite: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  position: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
};

export function TabIcon({ name }: { name: TabDefinition['icon'] }) {
  return <StrokeIcon size={22} d={paths[name]} />;
}
