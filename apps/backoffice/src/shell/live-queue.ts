/**
 * Queues refresh on their own so new submissions appear without a reload: a poll every few
 * seconds and on focus (see docs/decisions.md; a push channel for staff is left for later).
 */
export const LIVE_QUEUE = { pollingInterval: 5_000, refetchOnFocus: true } as const;
