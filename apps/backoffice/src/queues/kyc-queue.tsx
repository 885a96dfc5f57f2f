import { REJECTION_REASONS } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { LIVE_QUEUE } from '../shell/live-queue';
import { Facts } from './facts';
import { KycChecks } from './risk/kyc-checks';
import { QueueScreen } from './queue-screen';
import { ZoomableImage } from './zoomable-image';

const Photos = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  flex-wrap: wrap;
`;

/** Identity checks: the investor's data beside their ID photos. */
export function KycQueue() {
  const intl = useIntl();
  const { data } = consoleApi.useKycPendingQuery(undefined, LIVE_QUEUE);
  const myId = consoleApi.useMeQuery().data?.userId;
  const [claim] = consoleApi.useKycClaimMutation();
  const [approve] = consoleApi.useKycApproveMutation();
  const [reject] = consoleApi.useKycRejectMutation();
  return (
    <QueueScreen
      rows={data}
      myId={myId}
      keyOf={(r) => r.userId}
      since={(r) => r.submittedAt}
      summary={(r) => `${r.name} (${r.username})`}
      claimOf={(r) => r.claim}
      claim={(r) => claim({ id: r.userId })}
      detail={(r) => (
        <>
          <KycChecks signals={r.signals} />
          <Facts
            rows={[
              ['queue.user', r.username],
              ['queue.name', r.name],
              ['queue.idNumber', `${r.idType} ${r.idNumber}`],
              // Whole, like the ID number: the reviewer compares it with the documents.
              ['queue.taxIdNumber', r.taxIdNumber && `${r.taxIdType} ${r.taxIdNumber}`],
              ['queue.bank', r.bank],
              ['queue.account', r.cardNo],
            ]}
          />
          <FormattedMessage id="queue.idPhotos" />
          <Photos>
            {r.photoUrls.map((src, i) => (
              <ZoomableImage
                key={src}
                src={src}
                alt={`${intl.formatMessage({ id: 'queue.idPhotos' })} ${i + 1}`}
              />
            ))}
          </Photos>
        </>
      )}
      approve={(r) => approve({ id: r.userId, version: r.version })}
      reasons={REJECTION_REASONS.kyc}
      reject={(r, refusal) => reject({ id: r.userId, version: r.version, ...refusal })}
    />
  );
}
