import { BottomSheet, Button } from '@trading/ui-kit';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { SummaryRow } from '../forms/cost-summary';
import { ReviewStep } from '../review/review-step';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

/** What every offering popup takes: the offer, and the send of the amount typed for it. */
export interface OfferPopupProps<Item, Amount> {
  item: Item;
  onClose: () => void;
  /** Resolves once the call is answered or refused; the popup then closes. */
  onSend: (amount: Amount) => Promise<unknown>;
}

/** The figures a popup's review shows; null while the form cannot be read. */
export interface OfferReview {
  rows: readonly SummaryRow[];
  /** The balance after would be negative: nothing can be confirmed. */
  shortfall: boolean;
  /** A message id the review says without holding the confirm back. */
  notice?: string;
}

/**
 * An offering's bottom sheet (subscribe, buy, fund) in two steps: its fields, then a review of
 * every figure before the one button that sends (disabled while the send is on its way, and
 * when the balance after would go negative). `check` marks the fields as tried and says whether
 * they can be reviewed; the review is one intended action, so a second tap on its confirm is
 * the same request (one idempotency key), never a second one.
 */
export function OfferPopup({
  title,
  onClose,
  busy,
  check,
  review,
  onConfirm,
  confirmId = 'ui.confirm',
  children,
}: {
  title: string;
  onClose: () => void;
  busy: boolean;
  check: () => boolean;
  review: OfferReview | null;
  onConfirm: () => Promise<void>;
  /** The button's message id. */
  confirmId?: string;
  children: ReactNode;
}) {
  const [reviewing, setReviewing] = useState(false);
  const showReview = reviewing && review !== null;
  return (
    <BottomSheet open onClose={onClose} title={title}>
      <Body>
        {showReview ? (
          <ReviewStep
            rows={review.rows}
            shortfall={review.shortfall}
            notice={review.notice}
            busy={busy}
            confirmId={confirmId}
            onBack={() => setReviewing(false)}
            onConfirm={() => void onConfirm()}
          />
        ) : (
          <>
            {children}
            <Button $variant="primary" $block disabled={busy} onClick={() => setReviewing(check())}>
              <FormattedMessage id="review.action" />
            </Button>
          </>
        )}
      </Body>
    </BottomSheet>
  );
}
