import type { UserBank } from '@trading/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '../date-time/use-format-date-time';

/**
 * A saved destination still in its cooling-off (tenant data) says from when it can be used;
 * one already usable says nothing. Measured against the time the screen opened.
 */
export function useCoolingNote(): (bank: Pick<UserBank, 'usableFrom'>) => string | null {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const [openedAt] = useState(() => Date.now());
  return (bank) =>
    bank.usableFrom > openedAt
      ? intl.formatMessage({ id: 'userBank.usableFrom' }, { time: formatDateTime(bank.usableFrom) })
      : null;
}
