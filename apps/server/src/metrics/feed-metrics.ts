import { Histogram, type Registry } from 'prom-client';

/**
 * ws_tick_delivery_lag_seconds: from the moment a batch's oldest tick was due to its write to
 * this process's sockets (across a cluster: the producer's timer, Redis and this process's
 * event loop; the processes' clocks are assumed in step, as NTP keeps them). Returns the
 * observer the feed hub calls, in milliseconds.
 */
export function feedLagMetric(registry: Registry): (lagMs: number) => void {
  const lag = new Histogram({
    name: 'ws_tick_delivery_lag_seconds',
    help: 'Delay from a tick batch being due to its write to live-feed sockets',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // Clocks of two machines may disagree by a little: a negative lag is recorded as none.
  return (lagMs) => lag.observe(Math.max(0, lagMs) / 1000);
}
