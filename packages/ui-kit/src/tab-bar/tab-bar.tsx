import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { CountBadge } from '../count-badge/count-badge';
import { TOUCH_TARGET, visuallyHidden } from '../theme/mixins';

export interface TabBarItem {
  label: ReactNode;
  icon?: ReactNode;
  /** The route the tab leads to; rendered as a real link so it can open in a new tab. */
  to: string;
  /** A count on the tab's icon (unread notifications), and what it means read aloud. */
  badge?: { count: number; label: string };
}

export interface TabBarProps {
  items: TabBarItem[];
  /** Index of the tab for the current route; -1 when none matches. */
  current: number;
  /** Client-side navigation (the router's navigate); plain clicks go through it. */
  onNavigate: (to: string, index: number) => void;
  'aria-label'?: string;
}

const Nav = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 100;
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.color.background};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  flex: 1;
`;

const Link = styled.a<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: ${TOUCH_TARGET + 6}px;
  color: ${({ theme, $active }) => ($active ? theme.color.tabActive : theme.color.tabInactive)};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weightBold : theme.font.weightRegular)};
  text-decoration: none;
`;

const IconSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

const IconBadge = styled(CountBadge)`
  position: absolute;
  top: -6px;
  left: 60%;
  min-width: 16px;
  padding: 0 4px;
  font-size: 10px;
  line-height: 16px;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The app's bottom navigation: links with aria-current, since each tab is a route, not a panel. */
export function TabBar({ items, current, onNavigate, 'aria-label': ariaLabel }: TabBarProps) {
  return (
    <Nav aria-label={ariaLabel}>
      <List>
        {items.map((item, index) => (
          <Item key={item.to}>
            <Link
              href={item.to}
              $active={index === current}
              aria-current={index === current ? 'page' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onNavigate(item.to, index);
              }}
            >
              <IconSlot aria-hidden="true">
                {item.icon}
                {item.badge && <IconBadge count={item.badge.count} />}
              </IconSlot>
              <span>{item.label}</span>
              {item.badge && item.badge.count > 0 && <Hidden>{`, ${item.badge.label}`}</Hidden>}
            </Link>
          </Item>
        ))}
      </List>
    </Nav>
  );
}
