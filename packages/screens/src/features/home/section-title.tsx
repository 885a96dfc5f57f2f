import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px ${theme.space.xs}px`};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-decoration: none;
`;

/** A home block's title with its MORE link. */
export function SectionTitle({
  children,
  more,
  moreLabel,
}: {
  children: ReactNode;
  more: string;
  moreLabel: string;
}) {
  const intl = useIntl();
  return (
    <Head>
      <Title>{children}</Title>
      <More to={more} aria-label={moreLabel}>
        {intl.formatMessage({ id: 'action.more' })}
      </More>
    </Head>
  );
}
