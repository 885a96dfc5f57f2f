import { ERRORS, type ErrorName } from '@trading/contract';
import { message } from './catalogue';
import type { Lang } from './lang';

/** The default text of an error code: the catalogue's message under the contract's key. */
export function errorText(name: ErrorName, lang: Lang): string {
  return message(ERRORS[name].key, lang);
}
