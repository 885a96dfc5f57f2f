/**
 * - `connecting`: first connection (or resuming after a pause) not open yet;
 * - `open`: connected, subscriptions sent — prices are live;
 * - `reconnecting`: the connection dropped, waiting or retrying with backoff;
 * - `paused`: the page has been hidden past the grace period, socket closed on purpose;
 * - `refused`: the server refused this client (close 1008, or 4429 too many sockets from this
 *   address); it is not retried on a timer, only when the page is shown again after being hidden;
 * - `closed`: not started, or closed by the app.
 * Only `open` means live: anything else and the UI must mark prices as possibly stale.
 */
export type FeedStatus = 'connecting' | 'open' | 'reconnecting' | 'paused' | 'refused' | 'closed';
