import { selectLanguage, type AppStore } from '@trading/api';
import { LANGUAGE_COOKIE } from '@trading/contract';
import { forgetKeptPages } from '../offline/kept-pages';

function languageCookie(): string | null {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry === undefined ? null : entry.slice(LANGUAGE_COOKIE.length + 1);
}

/**
 * Mirrors the language the visitor chose (kept in localStorage, which the server cannot
 * read) into a cookie, so the next server-rendered page is already in that language. Any
 * change of the cookie, the first choice included, drops the pages the device kept: they were
 * rendered for the cookie they were asked with.
 */
export function rememberLanguageChoice(store: AppStore): void {
  let written = languageCookie();
  const write = () => {
    const state = store.getState();
    if (!state.session.languageChosen) return;
    const language = selectLanguage(state);
    if (language === written) return;
    void forgetKeptPages();
    written = language;
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  };
  write();
  store.subscribe(write);
}
