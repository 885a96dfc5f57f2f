import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { consoleApi } from './api/console-api';
import { sessionSlice, TOKEN_KEY } from './session/session-slice';

export function createConsoleStore() {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, [consoleApi.reducerPath]: consoleApi.reducer },
    middleware: (defaults) => defaults().concat(consoleApi.middleware),
  });
  setupListeners(store.dispatch);
  let token = store.getState().session.token;
  store.subscribe(() => {
    const next = store.getState().session.token;
    if (next === token) return;
    token = next;
    if (next === null) {
      sessionStorage.removeItem(TOKEN_KEY);
      store.dispatch(consoleApi.util.resetApiState());
    } else sessionStorage.setItem(TOKEN_KEY, next);
  });
  return store;
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;
export type ConsoleState = ReturnType<ConsoleStore['getState']>;
