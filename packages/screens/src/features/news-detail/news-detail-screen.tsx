import { isApiError, useNewsDetailQuery } from '@trading/api';
import { ErrorCode } from '@trading/contract';
import { Empty, ErrorPanel, NavBar, Skeleton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useGoBack } from '../../shared/context';
import { useFormatDateTime } from '../../shared/date-time/use-format-date-time';
import { StockRow } from '../../shared/stock-row/stock-row';

const Article = styled.article`
  padding: ${({ theme }) => `${theme.space.lg}px`};
  color: ${({ theme }) => theme.color.text};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.sizeXl}px;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const Meta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const StocksTitle = styled.h3`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  font-weight: normal;
`;

const Content = styled.div`
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  line-height: ${({ theme }) => theme.font.lineHeight};
  overflow-wrap: anywhere;
  img,
  video,
  table {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

function Body({ id }: { id: string }) {
  const intl = useIntl();
  const detail = useNewsDetailQuery({ id });
  const formatDateTime = useFormatDateTime();
  // A retry cannot bring back an article that was removed or is another tenant's.
  if (isApiError(detail.error) && detail.error.code === ErrorCode.NOT_FOUND) {
    return <Empty description={intl.formatMessage({ id: 'news.notFound' })} />;
  }
  if (detail.isError) return <ErrorPanel onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton rows={4} lines={3} />;
  const news = detail.data;
  return (
    <>
      <Article>
        <Title>{news.title}</Title>
        <Meta>
          <time dateTime={new Date(news.pubDate).toISOString()}>
            {formatDateTime(news.pubDate)}
          </time>
          <span>{news.source}</span>
        </Meta>
        {news.imageUrl && <Cover src={news.imageUrl} alt="" />}
        {/* The server sanitises news HTML on the way in (an allow-list of tags and attributes,
          http(s) or same-site links and images only), and the content is rich text by nature,
          so it is rendered as HTML rather than escaped. */}
        <Content dangerouslySetInnerHTML={{ __html: news.content }} />
      </Article>
      {/* The stocks the article is about, each a live row that opens its page. */}
      {news.stocks.length > 0 && (
        <section aria-labelledby="news-stocks">
          <StocksTitle id="news-stocks">{intl.formatMessage({ id: 'news.stocks' })}</StocksTitle>
          {news.stocks.map((stock) => (
            <StockRow key={stock.id} stock={stock} />
          ))}
        </section>
      )}
    </>
  );
}

/** /news/{id}: title, date, source, image, the HTML content and the stocks it is about. */
export function NewsDetailScreen() {
  const intl = useIntl();
  const goBack = useGoBack();
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <Navigate to="/newsList" replace />;
  return (
    <>
      <NavBar title={intl.formatMessage({ id: 'route.news' })} onBack={goBack} />
      <Body id={id} />
    </>
  );
}
