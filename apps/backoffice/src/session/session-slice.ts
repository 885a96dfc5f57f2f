import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The console keeps its own token, apart from the investor app's, in sessionStorage: a closed tab signs out. */
export const TOKEN_KEY = 'backoffice.token';

/** Why the last session ended when the staff member did not end it: the sign-in screen says so. */
export type SessionEnd = 'idle';

export interface SessionState {
  token: string | null;
  ended: SessionEnd | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: sessionStorage.getItem(TOKEN_KEY), ended: null }),
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.ended = null;
    },
    signedOut(state, action: PayloadAction<SessionEnd | undefined>) {
      state.token = null;
      state.ended = action.payload ?? null;
    },
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
