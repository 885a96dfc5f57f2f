import { useNewsMainPageInfiniteQuery } from '@trading/api';
import { HOME_NEWS_COUNT } from '@trading/contract';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ListState } from '../../shared/list-state/list-state';
import { NEWS_CARD_HEIGHT, NewsCard } from '../../shared/news/news-card';
import { SectionTitle } from './section-title';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function NewsBlock() {
  const intl = useIntl();
  const query = useNewsMainPageInfiniteQuery({ pageSize: HOME_NEWS_COUNT });
  const news = query.data?.pages[0]?.records ?? [];
  const title = intl.formatMessage({ id: 'home.news' });
  return (
    <section aria-label={title}>
      <SectionTitle more="/newsList" moreLabel={intl.formatMessage({ id: 'home.moreNews' })}>
        {title}
      </SectionTitle>
      <ListState
        query={query}
        isEmpty={news.length === 0}
        rows={HOME_NEWS_COUNT}
        rowHeight={NEWS_CARD_HEIGHT}
      >
        <Rows>
          {news.map((item) => (
            <li key={item.id}>
              <NewsCard headingLevel={3} news={item} />
            </li>
          ))}
        </Rows>
      </ListState>
    </section>
  );
}
