/**
 * Limit and stop prices move in cents, the simulator's grain (PRICE_OFF_TICK otherwise). Kept
 * apart from the zod order schemas: the app's screens read it, and zod stays off their chunks.
 */
export const ORDER_PRICE_TICK = '0.01';
