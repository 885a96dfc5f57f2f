import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The console keeps its own token, apart from the investor app's, in sessionStorage: a closed tab signs out. */
export const TOKEN_KEY = 'backoffice.token';

export interface SessionState {
  token: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: sessionStorage.getItem(TOKEN_KEY) }),
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedOut(state) {
      state.token = null;
    },
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
