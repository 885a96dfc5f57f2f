// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { FeedClient } from '../src/feed-client.js';
import { startFeedTestServer, type FeedTestServer } from './support/feed-test-server.js';

let server: FeedTestServer;
beforeEach(async () => {
  server = await startFeedTestServer();
});
afterEach(async () => {
  await server.close();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

it('follows the real document: paused after the grace period when hidden, re-subscribed when shown', async () => {
  const client = new FeedClient({ url: server.url, WebSocket, hiddenGraceMs: 30 });
  const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });
  client.subscribe({ symbol: 'DANGCEM', exchange: 'NSENG' });
  client.connect();
  try {
    await waitFor(() => expect(client.status).toBe('open'));
    setVisibility('hidden');
    await waitFor(() => expect(client.status).toBe('paused'));
    await waitFor(() => expect(server.open).toBe(0));
    setVisibility('visible');
    await waitFor(() => expect(client.status).toBe('open'));
    await waitFor(() =>
      expect(server.received.filter((m) => m.action === 'SUBSCRIBE')).toHaveLength(2),
    );
  } finally {
    client.close();
    setVisibility('visible');
  }
});
