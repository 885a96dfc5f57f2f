// @vitest-environment jsdom
import type { Candle } from '@trading/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { FeedClient } from '../src/feed-client.js';
import { FeedProvider } from '../src/react/feed-context.js';
import { useCandleFeed, useCandles } from '../src/react/use-candles.js';
import { useTicker } from '../src/react/use-ticker.js';
import { useTickerEffect } from '../src/react/use-ticker-effect.js';
import { startFeedTestServer, type FeedTestServer } from './support/feed-test-server.js';
import { manualFrames } from './support/manual-frames.js';

let server: FeedTestServer;
let client: FeedClient;
let frames: ReturnType<typeof manualFrames>;

beforeEach(async () => {
  server = await startFeedTestServer();
  client = new FeedClient({ url: server.url, WebSocket, backoff: { initialMs: 20, maxMs: 100 } });
  frames = manualFrames();
});
afterEach(async () => {
  cleanup();
  await server.close();
});

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });
const subscriptions = () => server.received.filter((m) => m.action !== 'PING');
const tick = (price: number, timestamp = Date.parse('2024-05-06T10:01:30Z') / 1000) => ({
  event: 'tick' as const,
  symbol: 'DANGCEM',
  exchange: 'NSENG' as const,
  timestamp,
  price,
  volume: 2,
  priceChange: price - 100,
  percentChange: (price - 100) / 100,
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <FeedProvider client={client} schedule={frames.schedule}>
      {children}
    </FeedProvider>
  );
}

let tickerRenders = 0;
function Price({ label }: { label: string }) {
  tickerRenders++;
  const { tick: latest, live } = useTicker('DANGCEM', 'NSENG');
  return (
    <p data-testid={label}>
      {latest === undefined ? '—' : latest.price} {live ? 'live' : 'stale'}
    </p>
  );
}

let cellRenders = 0;
/** A cell that writes ticks into its own node, as hot list cells do. */
function PriceCell({ label }: { label: string }) {
  cellRenders++;
  const node = useRef<HTMLSpanElement>(null);
  const latest = useTickerEffect('DANGCEM', 'NSENG', (t) => {
    node.current!.textContent = String(t.price);
  });
  return (
    <span ref={node} data-testid={label}>
      {latest === undefined ? '—' : latest.price}
    </span>
  );
}

describe('useTickerEffect', () => {
  it('writes the latest price once per frame without re-rendering', async () => {
    cellRenders = 0;
    render(
      <Providers>
        <PriceCell label="cell" />
      </Providers>,
    );
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    const rendersBefore = cellRenders;
    for (let i = 1; i <= 20; i++) server.broadcast(tick(100 + i));
    await waitFor(() => expect(frames.pending).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    act(() => frames.run());
    expect(screen.getByTestId('cell').textContent).toBe('120');
    expect(cellRenders).toBe(rendersBefore);
  });

  it('a cell mounted later starts from the snapshot another screen keeps', async () => {
    function Screens({ second }: { second: boolean }) {
      return (
        <Providers>
          <PriceCell label="first" />
          {second && <PriceCell label="second" />}
        </Providers>
      );
    }
    const view = render(<Screens second={false} />);
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    server.broadcast(tick(107));
    await waitFor(() => expect(frames.pending).toBe(1));
    act(() => frames.run());
    view.rerender(<Screens second />);
    expect(screen.getByTestId('second').textContent).toBe('107');
  });

  it('unsubscribes when the cell unmounts', async () => {
    function Screen({ shown }: { shown: boolean }) {
      return <Providers>{shown && <PriceCell label="cell" />}</Providers>;
    }
    const view = render(<Screen shown />);
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    view.rerender(<Screen shown={false} />);
    await waitFor(() =>
      expect(subscriptions().map((m) => m.action)).toEqual(['SUBSCRIBE', 'UNSUBSCRIBE']),
    );
  });
});

describe('useTicker', () => {
  it('renders once per frame with the latest price however many ticks arrived', async () => {
    tickerRenders = 0;
    render(
      <Providers>
        <Price label="header" />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('header').textContent).toBe('— live'));
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    const rendersBefore = tickerRenders;

    for (let i = 1; i <= 50; i++) server.broadcast(tick(100 + i));
    await waitFor(() => expect(frames.pending).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    act(() => frames.run());
    expect(screen.getByTestId('header').textContent).toBe('150 live');
    expect(tickerRenders - rendersBefore).toBe(1);
  });

  it('works under StrictMode’s double effects: one SUBSCRIBE, live prices', async () => {
    render(
      <StrictMode>
        <Providers>
          <Price label="header" />
        </Providers>
      </StrictMode>,
    );
    await waitFor(() => expect(client.status).toBe('open'));
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    server.broadcast(tick(105));
    await waitFor(() => expect(frames.pending).toBe(1));
    act(() => frames.run());
    expect(screen.getByTestId('header').textContent).toBe('105 live');
    expect(subscriptions()).toEqual([
      { action: 'SUBSCRIBE', symbols: [{ symbol: 'DANGCEM', exchange: 'NSENG' }] },
    ]);
  });

  it('shows the price as stale while the connection is down', async () => {
    render(
      <Providers>
        <Price label="header" />
      </Providers>,
    );
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    server.broadcast(tick(101));
    await waitFor(() => expect(frames.pending).toBe(1));
    act(() => frames.run());
    expect(screen.getByTestId('header').textContent).toBe('101 live');
    server.dropAll();
    await waitFor(() => expect(screen.getByTestId('header').textContent).toBe('101 stale'));
    await waitFor(() => expect(screen.getByTestId('header').textContent).toBe('101 live'));
  });

  it('shares one subscription between screens and unsubscribes when the last one unmounts', async () => {
    function Screens({ list, detail }: { list: boolean; detail: boolean }) {
      return (
        <Providers>
          {list && <Price label="list" />}
          {detail && <Price label="detail" />}
        </Providers>
      );
    }
    const view = render(<Screens list detail />);
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    view.rerender(<Screens list={false} detail />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(subscriptions()).toHaveLength(1);
    view.rerender(<Screens list={false} detail={false} />);
    await waitFor(() =>
      expect(subscriptions()).toEqual([
        { action: 'SUBSCRIBE', symbols: [{ symbol: 'DANGCEM', exchange: 'NSENG' }] },
        { action: 'UNSUBSCRIBE', symbols: [{ symbol: 'DANGCEM', exchange: 'NSENG' }] },
      ]),
    );
  });

  it('closes the client when the provider unmounts', async () => {
    const view = render(
      <Providers>
        <Price label="header" />
      </Providers>,
    );
    await waitFor(() => expect(client.status).toBe('open'));
    view.unmount();
    expect(client.status).toBe('closed');
  });
});

const history: Candle[] = [
  {
    timestamp: Date.parse('2024-05-06T10:01:00Z'),
    open: 9,
    high: 10,
    low: 9,
    close: 10,
    volume: 5,
    turnover: 50,
  },
  {
    timestamp: Date.parse('2024-05-06T10:00:00Z'),
    open: 8,
    high: 9,
    low: 8,
    close: 9,
    volume: 5,
    turnover: 45,
  },
];
const params = { period: 'MIN1' as const, timeZone: 'Africa/Lagos', history };

describe('useCandles and useCandleFeed', () => {
  it('keeps the last candle updated from ticks, one render per frame', async () => {
    let renders = 0;
    function Closes() {
      renders++;
      const candles = useCandles('DANGCEM', 'NSENG', params);
      return <p data-testid="closes">{candles.map((c) => c.close).join(',')}</p>;
    }
    render(
      <Providers>
        <Closes />
      </Providers>,
    );
    expect(screen.getByTestId('closes').textContent).toBe('9,10');
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    const before = renders;
    server.broadcast(tick(12));
    server.broadcast(tick(13, Date.parse('2024-05-06T10:02:01Z') / 1000));
    await waitFor(() => expect(frames.pending).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 30));
    act(() => frames.run());
    expect(screen.getByTestId('closes').textContent).toBe('9,12,13');
    expect(renders - before).toBe(1);
  });

  it('lets a chart follow candles through onCandle without re-rendering', async () => {
    let renders = 0;
    const points: [number, number][] = [];
    function Chart() {
      renders++;
      const feed = useCandleFeed('DANGCEM', 'NSENG', params);
      useEffect(() => feed.onCandle((candle, index) => points.push([index, candle.close])), [feed]);
      return null;
    }
    render(
      <Providers>
        <Chart />
      </Providers>,
    );
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    const before = renders;
    server.broadcast(tick(12));
    await waitFor(() => expect(frames.pending).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 30));
    act(() => frames.run());
    expect(points).toEqual([[1, 12]]);
    expect(renders).toBe(before);
  });
});
