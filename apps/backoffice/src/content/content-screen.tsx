import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import styled from 'styled-components';
import { ScreenPage } from '../shell/screen-page';
import { EditNews, NewNews } from './news-editor';
import { BannersSection, TilesSection } from './list-section';
import { NewsList } from './news-list';

const SubTabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
    color: ${({ theme }) => theme.color.tabInactive};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a.active {
    color: ${({ theme }) => theme.color.tabActive};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

const SECTIONS = [
  ['news', 'content.tab.news'],
  ['banners', 'content.tab.banners'],
  ['tiles', 'content.tab.tiles'],
] as const;

/** What investors read on the home: news, the carousel's banners and the quick-access tiles. */
export function ContentScreen() {
  const intl = useIntl();
  return (
    <ScreenPage>
      <h1>
        <FormattedMessage id="content.title" />
      </h1>
      <SubTabs aria-label={intl.formatMessage({ id: 'content.sections' })}>
        {SECTIONS.map(([path, label]) => (
          <NavLink key={path} to={`/content/${path}`}>
            <FormattedMessage id={label} />
          </NavLink>
        ))}
      </SubTabs>
      <Routes>
        <Route path="news" element={<NewsList />} />
        <Route path="news/new" element={<NewNews />} />
        <Route path="news/:id" element={<EditNews />} />
        <Route path="banners" element={<BannersSection />} />
        <Route path="tiles" element={<TilesSection />} />
        <Route path="*" element={<Navigate to="/content/news" replace />} />
      </Routes>
    </ScreenPage>
  );
}
