import { en, type MessageId } from './en';
import type { Lang } from './lang';
import { pt } from './pt';
import { zh } from './zh';

export type { MessageId };

/** A text in every language the server answers in. */
export type LocalizedText = Record<Lang, string>;

/** The server's one catalogue of texts it sends, by language then message id. */
export const CATALOGUES: Record<Lang, Record<MessageId, string>> = { en, pt, zh };

/** A placeholder's value: the same in every language, or worded per language. */
export type MessageParam = string | number | LocalizedText;
export type MessageParams = Record<string, MessageParam>;

/** A message named by id with its placeholder values, for code that words nothing itself. */
export interface MessageRef {
  id: MessageId;
  params?: MessageParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text of a message in a language, placeholders filled in (an unknown one is left as is). */
export function message(id: MessageId, lang: Lang, params: MessageParams = {}): string {
  return CATALOGUES[lang][id].replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}

/** The message in every language, as an ApiError carries it (the caller's language is picked when sent). */
export function localized(id: MessageId, params?: MessageParams): LocalizedText {
  return {
    en: message(id, 'en', params),
    pt: message(id, 'pt', params),
    zh: message(id, 'zh', params),
  };
}
