import type { Language } from '@trading/contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api-slice.js';
import { setLanguage } from './session-slice.js';

/**
 * Switches the session's language and drops every cached answer: the server writes its texts
 * (news, tiles, deposit instructions, fund descriptions) in the language the call names, so an
 * answer cached in the old language would keep showing it.
 */
export function switchLanguage(
  language: Language,
): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(setLanguage(language));
    dispatch(api.util.resetApiState());
  };
}
