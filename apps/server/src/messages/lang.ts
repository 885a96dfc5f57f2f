/** The languages the server answers in; anything else is answered in English. */
export const LANGS = ['en', 'pt', 'zh'] as const;

export type Lang = (typeof LANGS)[number];
