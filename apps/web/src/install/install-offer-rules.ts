/** What the device remembers for the install offer. */
export interface InstallHistory {
  /** Visits so far, this one included (a visit is a browser session, not a reload). */
  visits: number;
  dismissed: boolean;
}

export interface InstallMoment extends InstallHistory {
  /** The browser has said the app can be installed (`beforeinstallprompt` was caught). */
  promptReady: boolean;
  /** The user signed in during this visit (not a session kept from before). */
  signedInThisVisit: boolean;
}

/**
 * Whether to offer the install now. Never to a first-time visitor who has not signed in (they
 * have not chosen the app yet), never again once turned down, and only when the browser can
 * act on a yes; otherwise after a sign-in or on a second visit.
 */
export function shouldOfferInstall(moment: InstallMoment): boolean {
  if (!moment.promptReady || moment.dismissed) return false;
  return moment.signedInThisVisit || moment.visits >= 2;
}
