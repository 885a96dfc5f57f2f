import type { CurrencyCode } from '@trading/contract';
import { Dropdown } from '@trading/ui-kit';
import { useIntl } from 'react-intl';

/** The currency filter of offering lists (USD or the tenant's currency). */
export function AreaDropdown({
  area,
  options,
  onChange,
}: {
  area: CurrencyCode;
  options: CurrencyCode[];
  onChange: (area: CurrencyCode) => void;
}) {
  const intl = useIntl();
  return (
    <Dropdown
      options={options.map((code) => ({ value: code, label: code }))}
      value={area}
      onChange={onChange}
      aria-label={intl.formatMessage({ id: 'offerings.currency' })}
    />
  );
}
