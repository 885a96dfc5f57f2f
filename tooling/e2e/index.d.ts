export interface RealServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the real `apps/server` from its source (through the server's own tsx, so a test
 * never runs a stale build) with PGlite in memory and a cheap password hash.
 */
export declare function startRealServer(env?: Record<string, string>): Promise<RealServer>;
