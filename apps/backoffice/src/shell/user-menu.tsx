import type { OperatorProfile } from '@trading/contract';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';

const Menu = styled.details`
  position: relative;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  summary {
    cursor: pointer;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs}px);
  z-index: 10;
  display: grid;
  padding: ${({ theme }) => theme.space.sm}px;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  box-shadow: ${({ theme }) => theme.shadow.card};
  white-space: nowrap;
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** Who is signed in (name and role), opening what concerns their own account. */
export function UserMenu({ me }: { me: OperatorProfile }) {
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <Menu ref={menu}>
      <summary>
        {me.username} · <FormattedMessage id={`role.${me.role}`} />
      </summary>
      <Panel>
        <Link to="/password" onClick={() => menu.current?.removeAttribute('open')}>
          <FormattedMessage id="password.title" />
        </Link>
      </Panel>
    </Menu>
  );
}
