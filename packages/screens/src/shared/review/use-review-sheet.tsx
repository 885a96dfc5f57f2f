import { useState } from 'react';
import type { OfferReview } from '../offerings/offer-popup';
import { ReviewSheet } from './review-sheet';

/**
 * A screen form's two steps: `ask` opens the review of what the form asks for; the sheet's
 * confirm runs `send` with it and closes. `reviewOf` gives null while it cannot be reviewed
 * (a balance still loading): nothing opens then.
 */
export function useReviewSheet<Asked>({
  title,
  busy,
  reviewOf,
  send,
}: {
  title: string;
  busy: boolean;
  reviewOf: (asked: Asked) => OfferReview | null;
  send: (asked: Asked) => Promise<unknown>;
}) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const review = asked === null ? null : reviewOf(asked);
  const confirm = async (what: Asked) => {
    await send(what);
    setAsked(null);
  };
  const sheet = asked !== null && review && (
    <ReviewSheet
      title={title}
      review={review}
      busy={busy}
      onClose={() => setAsked(null)}
      onConfirm={() => void confirm(asked)}
    />
  );
  return { ask: setAsked, sheet };
}
