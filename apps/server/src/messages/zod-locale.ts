import { z } from 'zod';
import type { Lang } from './lang';

const LOCALES: Record<Lang, { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en(),
  pt: z.locales.pt(),
  zh: z.locales.zhCN(),
};

/**
 * Zod's own wording of a refused value in the caller's language, passed per parse so a
 * Portuguese request never reads "id é inválido: Invalid input". Messages a schema words
 * itself still win over it.
 */
export function zodErrorsIn(lang: Lang): { error: z.core.$ZodErrorMap } {
  return { error: LOCALES[lang].localeError };
}
