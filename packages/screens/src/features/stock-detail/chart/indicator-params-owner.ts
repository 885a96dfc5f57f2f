import type { UserProfile } from '@trading/contract';

/** Whose indicator parameters the chart shows, and keeps changes for. */
export type ParamsOwner =
  /** The signed-in user's account number, or {@link GUEST}. */
  | { key: string }
  /** Signed in, the profile still on its way: the chart waits rather than flash the defaults. */
  | 'pending'
  /** Signed in, but the profile failed: the defaults, and nobody to keep changes for. */
  | 'unknown';

/** Whoever uses the app without signing in; they share one set per device. */
export const GUEST = 'guest';

/** Users are told apart by account number, the id the profile gives every account. */
export function paramsOwner(
  loggedIn: boolean,
  profile: { data?: Pick<UserProfile, 'account'>; isError: boolean },
): ParamsOwner {
  if (!loggedIn) return { key: GUEST };
  if (profile.data) return { key: profile.data.account };
  return profile.isError ? 'unknown' : 'pending';
}
