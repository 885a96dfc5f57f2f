import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/console-language';

const KNOWN = new Set(['PASSED', 'REVIEWING', 'REJECTED']);

/** A KYC status as the console says it (verified, pending, rejected, not submitted). */
export function useKycStatusText(): (status: string | null) => string {
  const intl = useIntl();
  return (status) =>
    status !== null && KNOWN.has(status)
      ? intl.formatMessage({ id: `risk.kyc.${status}` as MessageKey })
      : status === null
        ? intl.formatMessage({ id: 'risk.kyc.none' })
        : status;
}
