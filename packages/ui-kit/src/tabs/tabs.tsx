import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { bareButton, fillColumn, TOUCH_TARGET } from '../theme/mixins';

export interface TabsItem {
  title: ReactNode;
  /**
   * Where the tab's content has its own address: the tab is then a link, so a page served
   * before its JavaScript runs (or without it) still switches tabs by loading that address.
   */
  href?: string;
}

export interface TabsProps {
  items: TabsItem[];
  active: number;
  onChange: (index: number) => void;
  /** The active tab's panel. */
  children?: ReactNode;
  'aria-label'?: string;
}

// Tabs that switch content take the rest of the screen, so a list in the panel can fill it (and
// be pulled from anywhere); a bare bar, like the chart's period selector, keeps its height.
const Root = styled.div<{ $fill: boolean }>`
  ${({ $fill }) => $fill && fillColumn}
`;

const Panel = styled.div`
  ${fillColumn}
`;

const List = styled.div`
  display: flex;
  overflow-x: auto;
  background: ${({ theme }) => theme.color.background};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  scrollbar-width: none;
`;

// A button, or a link where the tab has an address: one look, centred either way.
const Tab = styled.button<{ $active: boolean }>`
  ${bareButton}
  flex: 1 0 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${TOUCH_TARGET}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme, $active }) => ($active ? theme.color.tabActive : theme.color.tabInactive)};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weightBold : theme.font.weightRegular)};
  text-decoration: none;
  white-space: nowrap;
  box-shadow: ${({ theme, $active }) => ($active ? `inset 0 -2px 0 ${theme.color.tabActive}` : 'none')};
`;

/** A plain click switches in place; a modified one (new tab, new window) follows the link. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** WAI-ARIA tabs with roving focus: arrows, Home and End move and select. */
export function Tabs({ items, active, onChange, children, 'aria-label': ariaLabel }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Array<HTMLElement | null>>([]);

  const select = (index: number) => {
    onChange(index);
    refs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Root $fill={children != null}>
      <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const link = item.href !== undefined;
          return (
            <Tab
              key={index}
              as={link ? 'a' : 'button'}
              type={link ? undefined : 'button'}
              ref={(node: HTMLElement | null) => {
                refs.current[index] = node;
              }}
              href={item.href}
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${baseId}-panel`}
              tabIndex={index === active ? 0 : -1}
              $active={index === active}
              onClick={(event: MouseEvent) => {
                if (link && !isPlainClick(event)) return;
                event.preventDefault();
                onChange(index);
              }}
            >
              {item.title}
            </Tab>
          );
        })}
      </List>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
        {children}
      </Panel>
    </Root>
  );
}
