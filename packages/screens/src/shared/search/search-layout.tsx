import { IconButton } from '@trading/ui-kit';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGoBack } from '../context';
import { BackIcon } from '../market-icons/icons';
import { HistoryBlock } from './history-block';
import { normalizeKeyword } from './search-history';
import { SearchBar } from './search-bar';
import { useSearchHistory } from './use-search-history';
import { useSearchKeyword } from './use-search-keyword';
import { HiddenTitle, StickyHeader } from '../page-header/page-header';

const Header = styled(StickyHeader)`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  padding-top: max(${({ theme }) => theme.space.xs}px, env(safe-area-inset-top));
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export interface SearchLayoutProps {
  /** i18n id of the page title, read by screen readers. */
  titleId: string;
  /** The results for a trimmed keyword; '' lists everything. */
  children: (keyword: string) => ReactNode;
}

/**
 * Both search screens (stocks, favourites): back arrow, keyword box, history and the results.
 * The first search runs on open with the URL's keyword (none lists everything); Search and a
 * history tap search again. Emptying the box (the clear icon included) goes back to listing
 * everything, so no answer for a keyword that is no longer shown lingers.
 */
export function SearchLayout({ titleId, children }: SearchLayoutProps) {
  const intl = useIntl();
  const goBack = useGoBack();
  const { history, add, clear } = useSearchHistory();
  const [keyword, setKeyword] = useSearchKeyword();
  const [input, setInput] = useState(keyword);

  const search = (raw: string) => {
    const trimmed = normalizeKeyword(raw);
    add(trimmed);
    setKeyword(trimmed);
  };

  const change = (value: string) => {
    setInput(value);
    if (keyword !== '' && normalizeKeyword(value) === '') setKeyword('');
  };

  return (
    <>
      <Header>
        <HiddenTitle>{intl.formatMessage({ id: titleId })}</HiddenTitle>
        <IconButton aria-label={intl.formatMessage({ id: 'ui.back' })} onClick={goBack}>
          <BackIcon />
        </IconButton>
        <SearchBar value={input} onChange={change} onSearch={() => search(input)} />
      </Header>
      <HistoryBlock
        history={history}
        onClear={clear}
        onPick={(entry) => {
          setInput(entry);
          search(entry);
        }}
      />
      {children(keyword)}
    </>
  );
}
