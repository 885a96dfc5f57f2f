import { REJECTION_REASONS } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { LIVE_QUEUE } from '../shell/live-queue';
import { Facts } from './facts';
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
  const [approve] = consoleApi.useKycApproveMutation();
  const [reject] = consoleApi.useKycRejectMutation();
  return (
    <QueueScreen
      rows={data}
      keyOf={(r) => r.userId}
      since={(r) => r.submittedAt}
      summary={(r) => `${r.name} (${r.username})`}
      detail={(r) => (
        <>
          <Facts
            rows={[
              ['queue.user', r.username],
              ['queue.name', r.name],
              ['queue.idNumber', `${r.idType} ${r.idNumber}`],
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
