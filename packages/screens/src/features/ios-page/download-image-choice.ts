import type { Language } from '@trading/contract';

export type DownloadImage = 'en' | 'pt';

/**
 * The English image for English (and for tenants that pin it, INR), otherwise the
 * Portuguese one. The pin is tenant data (`iosDownloadImage`), never a currency check.
 */
export function downloadImageFor(language: Language, tenantImage: DownloadImage): DownloadImage {
  return language === 'en' || tenantImage === 'en' ? 'en' : 'pt';
}
