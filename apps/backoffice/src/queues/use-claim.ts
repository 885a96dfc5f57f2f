import type { ReviewClaim, ReviewClaimOutcome } from '@trading/contract';
import { useEffect, useRef, useState } from 'react';

/** How often an open item's claim is renewed: well inside the server's 5-minute expiry. */
const RENEW_MS = 60_000;

type Claim = (id: number) => Promise<{ data?: ReviewClaimOutcome; error?: unknown }>;

/**
 * Claims the item open in the panel and renews the claim while it stays open, so other
 * reviewers see it is being reviewed. Answers who else holds it, if anyone: the latest of the
 * claim call and the queue's listing (`listed`, refreshed by polling), which also brings a claim
 * back to this reviewer once the other's ends.
 */
export function useClaim(
  openId: number | null,
  listed: ReviewClaim | null | undefined,
  myId: number | undefined,
  claim: Claim,
): ReviewClaim | null {
  const [outcome, setOutcome] = useState<ReviewClaimOutcome | null>(null);
  const latest = useRef(claim);
  useEffect(() => {
    latest.current = claim;
  });
  const listedOther = listed && listed.byId !== myId ? listed.byId : null;
  useEffect(() => {
    if (openId === null || myId === undefined) return;
    let live = true;
    const take = () =>
      void latest.current(openId).then((r) => {
        if (live && r.data) setOutcome(r.data);
      });
    take();
    const timer = setInterval(take, RENEW_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [openId, myId, listedOther]);
  if (openId === null) return null;
  if (listed && listed.byId !== myId) return listed;
  // An expired claim of another leaves the listing, which claims again (the effect's dependency).
  // A listing that names no holder (or one whose claim does not hold this item) wins: the
  // claim call's answer only covers the moment before the listing caught up.
  if (listed === null) return null;
  if (outcome?.id === openId && !outcome.mine) return outcome.claim;
  return null;
}
