import { z } from 'zod';
import { Language } from '../enums.js';

/** The icon sizes every tenant's build renders from its logo, in pixels (square). */
export const APP_ICON_SIZES = { any: [192, 512], maskable: 512, appleTouch: 180 } as const;

const WebAppIcon = z.strictObject({
  src: z.string().min(1),
  sizes: z.string().regex(/^\d+x\d+$/, 'Expected <width>x<height>'),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});
export type WebAppIcon = z.infer<typeof WebAppIcon>;

/**
 * The web app manifest a tenant's build serves (the part of the W3C format the app uses): what
 * a browser needs to install the app on the home screen under the tenant's name and colours.
 */
export const WebAppManifest = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  short_name: z.string().min(1),
  lang: Language,
  start_url: z.string().startsWith('/'),
  scope: z.string().startsWith('/'),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  icons: z.array(WebAppIcon).min(1),
});
export type WebAppManifest = z.infer<typeof WebAppManifest>;
