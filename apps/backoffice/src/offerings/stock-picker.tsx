import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

/** Finds a listed stock by code or name and keeps its id: offers name stocks by id. */
export function StockPicker({
  id,
  value,
  onChange,
  ...described
}: {
  id: string;
  value: string;
  onChange: (id: string) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const intl = useIntl();
  const [keyword, setKeyword] = useState('');
  // The chosen stock stays listed while the operator searches for something else.
  const [chosen, setChosen] = useState<{ id: string; label: string } | null>(null);
  const found = consoleApi.useStockSearchQuery(
    { keyword, pageNum: 1, pageSize: 20 },
    { skip: keyword.trim() === '' },
  ).data?.records;
  const options = (found ?? []).map((stock) => ({
    id: String(stock.id),
    label: `${stock.symbol} · ${stock.name} · ${stock.price}`,
  }));
  if (chosen && chosen.id === value && !options.some((o) => o.id === value))
    options.unshift(chosen);
  return (
    <Picker>
      <input
        type="search"
        aria-label={intl.formatMessage({ id: 'publish.stockSearch' })}
        placeholder={intl.formatMessage({ id: 'publish.stockSearch' })}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <select
        id={id}
        value={value}
        onChange={(e) => {
          setChosen(options.find((o) => o.id === e.target.value) ?? null);
          onChange(e.target.value);
        }}
        {...described}
      >
        <option value="">{intl.formatMessage({ id: 'publish.stockNone' })}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </Picker>
  );
}
