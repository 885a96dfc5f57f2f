import type { LoginThrottle } from './login-throttle';

/**
 * The cluster's Redis throttle, with this process's own counts while Redis cannot answer: a
 * Redis outage must neither open sign-in to unthrottled guessing nor refuse every sign-in. The
 * limits then hold per process instead of per cluster (docs/decisions.md, "Redis outage").
 * A reservation is settled by the store that made it (ids are told apart by a prefix).
 */
export function failoverLoginThrottle(
  shared: LoginThrottle,
  local: LoginThrottle,
  onFailover: (error: unknown) => void,
): LoginThrottle {
  const LOCAL = 'local:';
  const settle =
    (method: 'succeeded' | 'release') =>
    async (account: string, address: string, reservation: string) => {
      if (reservation.startsWith(LOCAL))
        return local[method](account, address, reservation.slice(LOCAL.length));
      // The shared store may be gone since the check began: its counts expire with the window.
      await shared[method](account, address, reservation).catch(onFailover);
    };
  return {
    async reserve(account, address, trusted) {
      try {
        return await shared.reserve(account, address, trusted);
      } catch (error) {
        onFailover(error);
        const reservation = await local.reserve(account, address, trusted);
        return reservation.ok ? { ...reservation, id: LOCAL + reservation.id } : reservation;
      }
    },
    succeeded: settle('succeeded'),
    release: settle('release'),
  };
}
