import { operatorEndpoints, type AdminNewsDetail, type Language } from '@trading/contract';
import type { z } from 'zod';
import { fieldErrors, type Checked } from '../shell/field-errors';

export interface TranslationValues {
  title: string;
  source: string;
  content: string;
}

/** The news editor as typed. */
export interface NewsValues {
  title: string;
  source: string;
  imageUrl: string;
  onMainPage: boolean;
  content: string;
  translations: Partial<Record<Language, TranslationValues>>;
}

export const BLANK_NEWS: NewsValues = {
  title: '',
  source: '',
  imageUrl: '',
  onMainPage: false,
  content: '',
  translations: {},
};

export function newsValuesOf(detail: AdminNewsDetail): NewsValues {
  const translations: NewsValues['translations'] = {};
  for (const [language, texts] of Object.entries(detail.translations)) {
    translations[language as Language] = {
      title: texts?.title ?? '',
      source: texts?.source ?? '',
      content: texts?.content ?? '',
    };
  }
  return { ...detail, translations };
}

type NewsBody = z.input<typeof operatorEndpoints.contentNewsCreate.request>;

/**
 * Only the translated texts the editor wrote: an empty field, or a language left empty, is
 * not sent, so readers of that language see the item's own text.
 */
function writtenTranslations(values: NewsValues): NewsBody['translations'] {
  const sent: NonNullable<NewsBody['translations']> = {};
  for (const [language, texts] of Object.entries(values.translations)) {
    const written = Object.fromEntries(
      Object.entries(texts ?? {}).filter(([, text]) => text.trim() !== ''),
    );
    if (Object.keys(written).length > 0) sent[language as Language] = written;
  }
  return sent;
}

/** What the editor sends, checked by the call's own schema first: nothing is sent with a problem. */
export function newsRequest(values: NewsValues): Checked<NewsBody> {
  const body: NewsBody = {
    title: values.title,
    source: values.source,
    imageUrl: values.imageUrl.trim(),
    onMainPage: values.onMainPage,
    content: values.content,
    translations: writtenTranslations(values),
  };
  const checked = operatorEndpoints.contentNewsCreate.request.safeParse(body);
  return checked.success ? { body } : { errors: fieldErrors(checked.error.issues) };
}
