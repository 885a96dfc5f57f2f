/** One relayed feed socket. */
export interface FeedConnection {
  /** Sends a frame to the client as if the server had. */
  toClient(text: string): void;
  /** Replace to watch what the client sends (before it goes on to the server). */
  onClientMessage: (text: string) => void;
  /**
   * Replace to watch what the server sends (before it goes on to the client); answering
   * `false` keeps that frame from the client.
   */
  onServerMessage: (text: string) => boolean | void;
  readonly open: boolean;
  cut(): void;
}

export interface FeedProxy {
  port: number;
  connections: Set<FeedConnection>;
  refused(): number;
  setFeedUp(up: boolean): void;
  close(): void;
}

/**
 * A reverse proxy in front of the real server on `upstreamPort` that relays every feed socket,
 * including a worker's, so tests can watch and cut the feed.
 */
export declare function startFeedProxy(options: {
  upstreamPort: number;
  onConnection?: (connection: FeedConnection) => void;
}): Promise<FeedProxy>;
