import { BottomSheet } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ReviewStep } from './review-step';
import type { OfferReview } from '../offerings/offer-popup';

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
`;

/**
 * A screen form's review as a bottom sheet over the form (exchange, deposit, withdraw): the
 * form opens it, only its confirm sends; closing it or Back returns to the form unchanged.
 */
export function ReviewSheet({
  title,
  review,
  busy,
  onClose,
  onConfirm,
}: {
  /** The screen's title message id. */
  title: string;
  review: OfferReview;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <BottomSheet open onClose={onClose} title={intl.formatMessage({ id: title })}>
      <Body>
        <ReviewStep
          rows={review.rows}
          shortfall={review.shortfall}
          busy={busy}
          onBack={onClose}
          onConfirm={onConfirm}
        />
      </Body>
    </BottomSheet>
  );
}
