import type { SerializedError } from '@reduxjs/toolkit';
import { useIntl } from 'react-intl';
import type { ConsoleError } from '../api/console-api';
import { ErrorText } from './error-text';

/** A refused call as the server words it; code -1 (no answer) has no words of its own. */
export function ServerError({ error }: { error: ConsoleError | SerializedError | undefined }) {
  const intl = useIntl();
  if (!error || !('msg' in error)) return null;
  return (
    <ErrorText role="alert">{error.msg || intl.formatMessage({ id: 'error.network' })}</ErrorText>
  );
}
