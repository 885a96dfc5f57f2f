import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@trading/contract';
import { STORAGE_KEYS } from './storage-keys.js';

/** What the session persists between visits, and where (localStorage in the browser). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionState {
  token: string | null;
  /** Set when the server ended the session; the app navigates to /LoginUp and acknowledges it. */
  jumpToLogin: boolean;
  /**
   * The server ended the session and no one has signed in since: every trip to a login screen
   * says so (outlives the one-shot jumpToLogin, which a navigation acknowledges at once).
   */
  sessionEnded: boolean;
  /**
   * Set when the tenant requires two-factor sign-in and this user has not turned it on (a
   * sign-in said so, or a call answered TWO_FACTOR_ENROLMENT_REQUIRED): the app opens
   * /account/two-factor and acknowledges it there.
   */
  jumpToEnrolment: boolean;
  language: Language;
  /**
   * True once the user picked a language (or one was stored): the tenant's default then no
   * longer overrides it.
   */
  languageChosen: boolean;
}

export const initialSessionState: SessionState = {
  token: null,
  jumpToLogin: false,
  sessionEnded: false,
  jumpToEnrolment: false,
  language: DEFAULT_LANGUAGE,
  languageChosen: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    setToken(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.jumpToLogin = false;
      state.sessionEnded = false;
    },
    clearToken(state, action: PayloadAction<{ jumpToLogin: boolean } | undefined>) {
      state.token = null;
      state.jumpToEnrolment = false;
      state.jumpToLogin = action.payload?.jumpToLogin ?? false;
      state.sessionEnded = state.jumpToLogin;
    },
    acknowledgeJumpToLogin(state) {
      state.jumpToLogin = false;
    },
    requireEnrolment(state) {
      if (state.token !== null) state.jumpToEnrolment = true;
    },
    acknowledgeJumpToEnrolment(state) {
      state.jumpToEnrolment = false;
    },
    setLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
      state.languageChosen = true;
    },
    /** The tenant config's default language, applied only while the user has not chosen one. */
    applyTenantLanguage(state, action: PayloadAction<Language>) {
      if (!state.languageChosen) state.language = action.payload;
    },
  },
});

export const {
  setToken,
  clearToken,
  acknowledgeJumpToLogin,
  requireEnrolment,
  acknowledgeJumpToEnrolment,
  setLanguage,
  applyTenantLanguage,
} = sessionSlice.actions;

interface WithSession {
  session: SessionState;
}
export const selectToken = (state: WithSession) => state.session.token;
export const selectIsLoggedIn = (state: WithSession) => state.session.token !== null;
export const selectJumpToLogin = (state: WithSession) => state.session.jumpToLogin;
export const selectJumpToEnrolment = (state: WithSession) => state.session.jumpToEnrolment;
export const selectSessionEnded = (state: WithSession) => state.session.sessionEnded;
export const selectLanguage = (state: WithSession) => state.session.language;

/** Reads the persisted token and language; an unknown stored language is ignored. */
export function loadSession(storage: SessionStorage): SessionState {
  const token = storage.getItem(STORAGE_KEYS.token);
  const stored = storage.getItem(STORAGE_KEYS.language);
  return {
    ...initialSessionState,
    token: token || null,
    ...(isLanguage(stored) ? { language: stored, languageChosen: true } : {}),
  };
}

/** Writes the token and the chosen language back whenever they change. */
export function persistSession(
  subscribe: (listener: () => void) => unknown,
  getSession: () => SessionState,
  storage: SessionStorage,
): void {
  let last = getSession();
  subscribe(() => {
    const next = getSession();
    if (next === last) return;
    if (next.token !== last.token) {
      if (next.token === null) storage.removeItem(STORAGE_KEYS.token);
      else storage.setItem(STORAGE_KEYS.token, next.token);
    }
    if (next.languageChosen && (next.language !== last.language || !last.languageChosen)) {
      storage.setItem(STORAGE_KEYS.language, next.language);
    }
    last = next;
  });
}
