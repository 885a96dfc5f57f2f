/**
 * - `connecting`: first connection (or resuming after a pause) not open yet;
 * - `open`: connected, subscriptions sent — prices are live;
 * - `reconnecting`: the connection dropped, waiting or retrying with backoff;
 * - `paused`: the page has been hidden past the grace period, socket closed on purpose;
 * - `closed`: not started, or closed by the app.
 * Only `open` means live: anything else and the UI must mark prices as possibly stale.
 */
export type FeedStatus = 'connecting' | 'open' | 'reconnecting' | 'paused' | 'closed';
