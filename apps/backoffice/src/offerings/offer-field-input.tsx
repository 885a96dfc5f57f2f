import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorText } from '../shell/error-text';
import type { OfferField } from './offer-form';
import { StockPicker } from './stock-picker';
import { fromLocalTime, toLocalTime } from './local-time';

const INPUT_MODES = { money: 'decimal', rate: 'decimal', count: 'numeric' } as const;

/** One field of the offer form: its label, the input its kind needs, and the contract's complaint. */
export function OfferFieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: OfferField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  const input = (() => {
    switch (field.input) {
      case 'stock':
        return <StockPicker id={id} value={value} onChange={onChange} {...described} />;
      case 'time':
        return (
          <input
            id={id}
            type="datetime-local"
            value={toLocalTime(value)}
            onChange={(e) => onChange(fromLocalTime(e.target.value))}
            {...described}
          />
        );
      case 'flag':
        return (
          <input
            id={id}
            type="checkbox"
            checked={value === 'true'}
            onChange={(e) => onChange(String(e.target.checked))}
          />
        );
      case 'longText':
        return (
          <textarea id={id} rows={4} value={value} onChange={(e) => onChange(e.target.value)} />
        );
      case 'text':
        return (
          <input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...described} />
        );
      default:
        return (
          <input
            id={id}
            inputMode={INPUT_MODES[field.input]}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            {...described}
          />
        );
    }
  })();
  return (
    <>
      <label htmlFor={id}>
        <FormattedMessage id={`publish.field.${field.name}`} />
      </label>
      <div>
        {input}
        {error && <ErrorText id={errorId}>{error}</ErrorText>}
      </div>
    </>
  );
}
