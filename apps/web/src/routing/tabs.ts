import type { TabIndex } from './route-table';

export interface TabDefinition {
  index: TabIndex;
  to: string;
  label: string;
  icon: 'home' | 'market' | 'favorite' | 'position' | 'account';
  /** What the tab's icon counts: the account tab leads to the notifications. */
  badge?: 'unreadNotifications';
}

/** Reading A of the spec's bottom tabs. */
export const tabs: readonly TabDefinition[] = [
  { index: 0, to: '/', label: 'tab.home', icon: 'home' },
  { index: 1, to: '/market', label: 'tab.market', icon: 'market' },
  { index: 2, to: '/favorite', label: 'tab.favorite', icon: 'favorite' },
  { index: 3, to: '/position', label: 'tab.position', icon: 'position' },
  { index: 4, to: '/account', label: 'tab.account', icon: 'account', badge: 'unreadNotifications' },
];
