import { useKycQuery } from '@trading/api';
import { ErrorPanel, Skeleton } from '@trading/ui-kit';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { KycForm } from './kyc-form';

/** /kyc: the real-name form with its review status. */
export function KycScreen() {
  const kyc = useKycQuery();
  let body;
  if (kyc.isError && kyc.data === undefined)
    body = <ErrorPanel onRetry={() => void kyc.refetch()} />;
  else if (kyc.data === undefined) body = <Skeleton rows={6} />;
  // Keyed by status so a submission (REVIEWING) remounts the form read-only with the saved photos.
  else body = <KycForm key={kyc.data?.status ?? 'none'} kyc={kyc.data} />;
  return (
    <>
      <ScreenBar title="route.kyc" />
      {body}
    </>
  );
}
