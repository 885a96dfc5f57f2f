import { selectLanguage, type AppStore } from '@trading/api';
import { forgetKeptPages } from '../offline/kept-pages';

/** Cookie the server reads to render a page in the visitor's chosen language. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Mirrors the language the visitor chose (kept in localStorage, which the server cannot
 * read) into a cookie, so the next server-rendered page is already in that language. A change
 * drops the pages the device kept, which are in the language they were rendered in.
 */
export function rememberLanguageChoice(store: AppStore): void {
  let written: string | null = null;
  const write = () => {
    const state = store.getState();
    if (!state.session.languageChosen) return;
    const language = selectLanguage(state);
    if (language === written) return;
    if (written !== null) void forgetKeptPages();
    written = language;
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  };
  write();
  store.subscribe(write);
}
