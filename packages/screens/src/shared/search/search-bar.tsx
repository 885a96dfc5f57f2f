import { Button, IconButton, useTypedBeforeTakeover } from '@trading/ui-kit';
import { useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ClearIcon, SearchIcon } from '../market-icons/icons';
import { searchBox } from './search-box';

const Form = styled.form`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

const Field = styled.label`
  ${searchBox}
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  outline: none;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
}

/** Keyword box with the clear icon (only when there is text) and the Search button. */
export function SearchBar({ value, onChange, onSearch }: SearchBarProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  // A keyword typed into the server's HTML before the app took it over stays the keyword.
  useTypedBeforeTakeover(inputRef, value, (field) => onChange(field.value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Form role="search" onSubmit={submit}>
      <Field>
        <SearchIcon size={16} />
        <Input
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'search.placeholder' })}
        />
        {value !== '' && (
          <IconButton
            type="button"
            aria-label={intl.formatMessage({ id: 'search.clearInput' })}
            onClick={() => {
              onChange('');
              // The icon goes with the text, so focus would fall to the page: keep it typing.
              inputRef.current?.focus();
            }}
          >
            <ClearIcon size={16} />
          </IconButton>
        )}
      </Field>
      <Button type="submit" $variant="text">
        {intl.formatMessage({ id: 'action.search' })}
      </Button>
    </Form>
  );
}
