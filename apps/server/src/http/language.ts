import type { Lang } from '../messages/lang';

/**
 * Picks en, pt or zh from an Accept-Language header ("pt-BR,pt;q=0.9,en;q=0.8"),
 * honouring q-values; anything else falls back to English.
 */
export function pickLanguage(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  let best: Lang = 'en';
  let bestQ = -1;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const base = tag.trim().toLowerCase().split('-')[0];
    if ((base === 'en' || base === 'pt' || base === 'zh') && q > bestQ) {
      best = base;
      bestQ = q;
    }
  }
  return best;
}
