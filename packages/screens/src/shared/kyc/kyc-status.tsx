import type { KycRecord } from '@trading/contract';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

/** Not Verified / Under Review / Verified; never submitted counts as not verified. */
export function kycStatusText(kyc: KycRecord | null): string {
  if (kyc?.status === 'PASSED') return 'status.kycVerified';
  if (kyc?.status === 'REVIEWING') return 'status.kycUnderReview';
  return 'status.kycNotVerified';
}

/** Only a rejected submission, or none at all, may be (re)submitted. */
export function isKycEditable(kyc: KycRecord | null): boolean {
  return kyc === null || kyc.status === 'REJECTED';
}

const Status = styled.p<{ $verified: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme, $verified }) => ($verified ? theme.color.success : theme.color.warning)};
`;

/** The record's review status in words, green once verified. */
export function KycStatus({ kyc }: { kyc: KycRecord | null }) {
  const intl = useIntl();
  return (
    <Status $verified={kyc?.status === 'PASSED'}>
      {intl.formatMessage({ id: kycStatusText(kyc) })}
    </Status>
  );
}
