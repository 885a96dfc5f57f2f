import { useNewsPageInfiniteQuery } from '@trading/api';
import type { NewsItem } from '@trading/contract';
import { InfiniteList, NavBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useGoBack } from '../../shared/context';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { NewsCard } from '../../shared/news/news-card';

/** /newsList: every news item, page by page. */
export function NewsListScreen() {
  const intl = useIntl();
  const goBack = useGoBack();
  const list = useListProps(useNewsPageInfiniteQuery());
  const title = intl.formatMessage({ id: 'route.newsList' });
  return (
    <>
      <NavBar title={title} onBack={goBack} />
      <InfiniteList<NewsItem>
        {...list}
        aria-label={title}
        getKey={(news) => news.id}
        renderItem={(news) => <NewsCard headingLevel={2} news={news} />}
      />
    </>
  );
}
