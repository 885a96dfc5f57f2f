import type { NewsItem } from '@trading/contract';
import { memo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useFormatDateTime } from '../date-time/use-format-date-time';
import { useFormatRecent } from '../date-time/use-format-recent';

/** A card's height with its two-line headline; skeletons reserve it (measured at 390 px). */
export const NEWS_CARD_HEIGHT = 101;

const Card = styled(Link)`
  box-sizing: border-box;
  display: flex;
  min-height: ${NEWS_CARD_HEIGHT}px;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

const Image = styled.img`
  flex: 0 0 auto;
  width: 96px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  object-fit: cover;
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: space-between;
  min-width: 0;
`;

const Headline = styled.h3`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: ${({ theme }) => theme.font.lineHeight};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
`;

// One line: a long source gives way (ellipsis) to the date, which is read as a whole.
const Source = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Published = styled.time`
  flex: none;
  white-space: nowrap;
`;

/**
 * A news item: image, headline of at most two lines, source and how long ago it was published
 * (the date itself for older items and in its title); opens /news/{id}. The
 * headline is a heading one level below the list's own (screen readers jump by level).
 */
export const NewsCard = memo(function NewsCard({
  news,
  headingLevel,
}: {
  news: NewsItem;
  headingLevel: 2 | 3;
}) {
  const formatDateTime = useFormatDateTime();
  const formatRecent = useFormatRecent();
  return (
    <Card to={`/news/${news.id}`}>
      {news.imageUrl && <Image src={news.imageUrl} alt="" loading="lazy" width={96} height={72} />}
      <Text>
        <Headline as={`h${headingLevel}`}>{news.title}</Headline>
        <Meta>
          <Source>{news.source}</Source>
          <Published
            dateTime={new Date(news.pubDate).toISOString()}
            title={formatDateTime(news.pubDate)}
          >
            {formatRecent(news.pubDate)}
          </Published>
        </Meta>
      </Text>
    </Card>
  );
});
