import { useToast } from '@trading/ui-kit';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { firstError, type FieldErrors } from './field-errors';

/**
 * Form values and their messages. `rejects(errors, order)` shows every message under its
 * field and the first one as a toast, and tells the submit handler to stop.
 */
export function useForm<V extends Record<string, string>>(
  initial: V,
  /** Placeholder values of the messages (the tenant's name of a field). */
  messageValues?: Record<string, string>,
) {
  const toast = useToast();
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  // Keyed by field name, including fields that are not text values (photos, receipt).
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback(
    (field: keyof V) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) =>
        current[field as string] ? { ...current, [field]: undefined } : current,
      );
    },
    [],
  );

  const rejects = useCallback(
    <K extends string>(
      found: FieldErrors<K>,
      order: readonly K[],
      /** Placeholder values known only now (a chosen ID type's format example). */
      values?: Record<string, string>,
    ) => {
      setErrors(found);
      const first = firstError(found, order);
      if (first) toast.show(intl.formatMessage({ id: first }, { ...messageValues, ...values }));
      return first !== undefined;
    },
    [toast, intl, messageValues],
  );

  /** A text field's value, change handler and message: `<TextField {...field('amount')} />`. */
  const field = (name: keyof V & string) => ({
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });

  return { values, setValues, set, errors, rejects, field };
}
