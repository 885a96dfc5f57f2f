import { TRANSACTION_SCENES, type CurrencyCode, type TransactionScene } from '@trading/contract';
import { Dropdown } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

export interface TransactionFilter {
  scene: TransactionScene | 'ALL';
  currency: CurrencyCode | 'ALL';
  desc: boolean;
}

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  & > * {
    flex: 1;
  }
`;

/** Type (scene), currency and sort of the fund transaction list. */
export function TransactionFilters({
  value,
  currencies,
  onChange,
}: {
  value: TransactionFilter;
  currencies: CurrencyCode[];
  onChange: (value: TransactionFilter) => void;
}) {
  const intl = useIntl();
  const all = intl.formatMessage({ id: 'records.all' });
  return (
    <Bar>
      <Dropdown
        aria-label={intl.formatMessage({ id: 'records.type' })}
        value={value.scene}
        options={[
          { value: 'ALL' as const, label: all },
          ...TRANSACTION_SCENES.map((scene) => ({
            value: scene,
            label: intl.formatMessage({ id: `scene.${scene}` }),
          })),
        ]}
        onChange={(scene) => onChange({ ...value, scene })}
      />
      <Dropdown
        aria-label={intl.formatMessage({ id: 'records.currency' })}
        value={value.currency}
        options={[
          { value: 'ALL' as const, label: all },
          ...currencies.map((currency) => ({ value: currency, label: currency })),
        ]}
        onChange={(currency) => onChange({ ...value, currency })}
      />
      <Dropdown
        aria-label={intl.formatMessage({ id: 'records.sort' })}
        value={value.desc}
        options={[
          { value: true, label: intl.formatMessage({ id: 'records.newest' }) },
          { value: false, label: intl.formatMessage({ id: 'records.oldest' }) },
        ]}
        onChange={(desc) => onChange({ ...value, desc })}
      />
    </Bar>
  );
}
