import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SearchIcon } from '../../shared/market-icons/icons';
import { searchBox } from '../../shared/search/search-box';

const Pill = styled(Link)`
  ${searchBox}
  gap: ${({ theme }) => theme.space.sm}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-decoration: none;
`;

/**
 * The round, read-only search box: a link to /searchStock that looks like the field there,
 * named by its placeholder text (a search role would hide that it is a link).
 */
export function SearchPill() {
  const intl = useIntl();
  return (
    <Pill to="/searchStock">
      <SearchIcon size={16} />
      <span>{intl.formatMessage({ id: 'search.placeholder' })}</span>
    </Pill>
  );
}
