import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

/** A warning stands out in the danger colour with a mark, so it is seen without colour too. */
const Item = styled.li<{ $warn: boolean }>`
  color: ${({ theme, $warn }) => ($warn ? theme.color.danger : theme.color.textSecondary)};
  font-weight: ${({ $warn }) => ($warn ? 600 : 400)};
  overflow-wrap: anywhere;
  &::before {
    content: '${({ $warn }) => ($warn ? '⚠ ' : '✓ ')}';
  }
`;

export interface Check {
  /** Stable per check kind, for the list key and for tests. */
  id: string;
  warn: boolean;
  text: ReactNode;
}

/** The server's risk signals on an item, warnings first, each one line the reviewer reads. */
export function CheckList({ checks }: { checks: Check[] }) {
  const ordered = [...checks.filter((c) => c.warn), ...checks.filter((c) => !c.warn)];
  return (
    <Box aria-label="checks">
      <Title>
        <FormattedMessage id="risk.title" />
      </Title>
      <Items>
        {ordered.map((c) => (
          <Item key={c.id} $warn={c.warn} data-check={c.id} data-warn={c.warn}>
            {c.text}
          </Item>
        ))}
      </Items>
    </Box>
  );
}
