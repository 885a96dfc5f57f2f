import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.article`
  margin: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

/** One offering, order or record: a titled card with its details and an optional action. */
export function OfferCard({
  title,
  subtitle,
  badge,
  action,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  badge?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card>
      <Header>
        <div>
          <Title>{title}</Title>
          {subtitle !== undefined && <Subtitle>{subtitle}</Subtitle>}
        </div>
        {badge}
      </Header>
      {children}
      {action !== undefined && <Footer>{action}</Footer>}
    </Card>
  );
}
