import type { FastifyInstance } from 'fastify';
import { startPeriodicSweep } from '../background/periodic-sweep';
import { createNotificationRelay } from '../live/notification-relay';
import type { Services } from '../services';
import { evaluateAlerts } from './alert-evaluator';

/** Ticks come once a second, so alerts are checked, and notifications pushed, as often. */
export const ALERT_PASS_MS = 1_000;

/**
 * The market producer checks alerts and relays new notifications to open sockets: one process
 * does both for the cluster (the row claim keeps an alert single even if two ever did).
 */
export function startAlertWork(api: FastifyInstance, services: Services): void {
  if (!services.config.marketProducer) return;
  startPeriodicSweep(api, services.jobs, {
    name: 'price-alerts',
    everyMs: ALERT_PASS_MS,
    run: () => evaluateAlerts(services.db, services.market, services.now),
    done: { message: 'price alerts fired', countKey: 'fired' },
    failed: 'price alert pass failed',
  });
  const relay = createNotificationRelay(services.db, services.userEvents, services.now);
  startPeriodicSweep(api, services.jobs, {
    name: 'notification-relay',
    everyMs: ALERT_PASS_MS,
    run: () => relay.pass(),
    done: { message: 'notifications pushed', countKey: 'pushed' },
    failed: 'notification relay pass failed',
  });
}
