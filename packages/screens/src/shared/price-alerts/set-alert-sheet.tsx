import { useAlertCreateMutation } from '@trading/api';
import {
  ALERT_KINDS,
  ERRORS,
  isPriceAlertKind,
  type AlertKindName,
  type Stock,
} from '@trading/contract';
import { BottomSheet, formatMoney, numberLocale, useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChoiceField } from '../forms/choice-field';
import { FormBody, Hint, SubmitButton } from '../forms/form-styles';
import { TextField } from '../forms/text-field';
import { useApiCall } from '../forms/use-api-call';
import { ALERT_DECIMALS, alertValueText, formatAlertValue, readAlertValue } from './alert-value';
import { askNotificationPermission } from './system-notification';

export interface SetAlertSheetProps {
  open: boolean;
  stock: Stock;
  /** The currency sign of the stock's prices ("" for an index). */
  sign: string;
  onClose: () => void;
}

/** The server refuses an alert already met; the sheet says so under the value. */
const OWN_CODES = [ERRORS.ALERT_ALREADY_MET.code];

/** Sets a price alert on the stock: what to watch (price or day's change, up or down) and the value. */
export function SetAlertSheet({ open, stock, sign, onClose }: SetAlertSheetProps) {
  const intl = useIntl();
  const toast = useToast();
  const locale = numberLocale();
  const { point } = locale;
  const { busy, call } = useApiCall({ ownCodes: OWN_CODES });
  const [create] = useAlertCreateMutation();
  const [kind, setKind] = useState<AlertKindName>('PRICE_ABOVE');
  const [text, setText] = useState(() => alertValueText(stock.price, point));
  const [error, setError] = useState<string | undefined>();
  const isPrice = isPriceAlertKind(kind);
  // A price as read is shown under the field, so a pt "1.234" is seen to be a thousand.
  const read = isPrice ? readAlertValue(text, kind, locale) : null;

  const choose = (next: string) => {
    const chosen = ALERT_KINDS.find((k) => k === next);
    if (!chosen) return;
    setKind(chosen);
    // Switching between a price and a percent makes the old number meaningless.
    const nowPrice = isPriceAlertKind(chosen);
    if (nowPrice !== isPrice) setText(alertValueText(nowPrice ? stock.price : stock.up, point));
    setError(undefined);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const reading = readAlertValue(text, kind, locale);
    if (!reading.ok) {
      // A price says why the reader refused it (two readings, too many decimals…).
      setError(
        !isPrice
          ? 'alert.changeInvalid'
          : reading.problem === 'required'
            ? 'alert.priceInvalid'
            : `form.number.${reading.problem}`,
      );
      return;
    }
    const { value } = reading;
    askNotificationPermission();
    const result = await call(() => create({ stockId: stock.id, kind, value }));
    if (!result.ok) {
      if (result.code === ERRORS.ALERT_ALREADY_MET.code) setError('alert.alreadyMet');
      return;
    }
    toast.show(intl.formatMessage({ id: 'alert.saved' }));
    onClose();
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={intl.formatMessage({ id: 'alert.set' })}>
      <FormBody onSubmit={(event) => void submit(event)} noValidate>
        <ChoiceField
          label="alert.when"
          value={kind}
          onChange={choose}
          options={ALERT_KINDS.map((k) => ({
            value: k,
            label: intl.formatMessage({ id: `alert.kind.${k}` }),
          }))}
        />
        <TextField
          label={isPrice ? 'alert.price' : 'alert.change'}
          inputMode="decimal"
          value={text}
          onChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          error={error}
          errorValues={{
            now: formatAlertValue(kind, isPrice ? stock.price : stock.up, sign),
            example: formatMoney('1234.5', { decimals: ALERT_DECIMALS }),
            decimals: String(ALERT_DECIMALS),
          }}
          suffix={isPrice ? sign : '%'}
        />
        {read?.ok && (
          <Hint role="status">
            {intl.formatMessage(
              { id: 'form.number.reads' },
              { value: formatAlertValue(kind, read.value, sign) },
            )}
          </Hint>
        )}
        <Hint>
          {intl.formatMessage(
            { id: 'alert.now' },
            {
              price: formatAlertValue('PRICE_ABOVE', stock.price, sign),
              change: formatAlertValue('CHANGE_ABOVE', stock.up, sign),
            },
          )}
        </Hint>
        <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'alert.save' })}</SubmitButton>
      </FormBody>
    </BottomSheet>
  );
}
