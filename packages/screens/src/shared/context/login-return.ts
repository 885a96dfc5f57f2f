/**
 * What a trip to the login screen carries in the router's location state: where to return
 * after signing in, and whether the server ended the session (the screen then says so).
 */
export interface LoginReturn {
  from: string;
  sessionEnded: boolean;
}

const LOGIN_PATHS = new Set(['/login', '/LoginUp']);

export function loginReturn(
  location: { pathname: string; search: string },
  sessionEnded: boolean,
): LoginReturn {
  return { from: `${location.pathname}${location.search}`, sessionEnded };
}

/**
 * Reads the state back from whatever the history holds (a reload or a hand-made entry may
 * hold anything): only an in-app path is returned to, never a login screen or another origin.
 */
export function readLoginReturn(state: unknown): LoginReturn | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, sessionEnded } = state as Partial<Record<keyof LoginReturn, unknown>>;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const path = from.split(/[?#]/)[0]!;
  return {
    from: LOGIN_PATHS.has(path) ? '/account' : from,
    sessionEnded: sessionEnded === true,
  };
}
