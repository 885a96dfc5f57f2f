/**
 * Index items carry no exchange, so the live feed cannot subscribe to them; the index strip
 * and the Index tab poll instead, while the page is in view.
 */
export const INDEX_POLL = { pollingInterval: 5_000, skipPollingIfUnfocused: true } as const;
