import { IconButton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TrashIcon } from '../market-icons/icons';
import { newestFirst } from './search-history';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button.attrs({ type: 'button' })`
  max-width: 100%;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
`;

export interface HistoryBlockProps {
  history: readonly string[];
  onPick: (keyword: string) => void;
  onClear: () => void;
}

/** Earlier keywords as chips (a tap searches again) and the delete icon that clears them. */
export function HistoryBlock({ history, onPick, onClear }: HistoryBlockProps) {
  const intl = useIntl();
  if (history.length === 0) return null;
  const title = intl.formatMessage({ id: 'search.history' });
  return (
    <Section aria-label={title}>
      <Head>
        <Title>{title}</Title>
        <IconButton
          aria-label={intl.formatMessage({ id: 'search.clearHistory' })}
          onClick={onClear}
        >
          <TrashIcon size={18} />
        </IconButton>
      </Head>
      <Chips>
        {newestFirst(history).map((keyword) => (
          <li key={keyword}>
            <Chip onClick={() => onPick(keyword)}>{keyword}</Chip>
          </li>
        ))}
      </Chips>
    </Section>
  );
}
