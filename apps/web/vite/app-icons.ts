import { Resvg } from '@resvg/resvg-js';
import { APP_ICON_SIZES } from '@trading/contract/tenant';

/** One PNG the build renders from the tenant's logo. */
export interface AppIconSpec {
  name: string;
  size: number;
  /** `any` and `maskable` go into the manifest; `apple-touch` is linked from the HTML. */
  kind: 'any' | 'maskable' | 'apple-touch';
}

export const APP_ICONS: readonly AppIconSpec[] = [
  ...APP_ICON_SIZES.any.map((size) => ({ name: `icon-${size}.png`, size, kind: 'any' as const })),
  {
    name: `icon-maskable-${APP_ICON_SIZES.maskable}.png`,
    size: APP_ICON_SIZES.maskable,
    kind: 'maskable',
  },
  { name: 'apple-touch-icon.png', size: APP_ICON_SIZES.appleTouch, kind: 'apple-touch' },
];

/**
 * A launcher may crop a maskable icon to any shape that holds the centred circle of 80% of its
 * width; the largest square inside that circle keeps every corner of the logo visible.
 */
export const SAFE_ZONE_SQUARE = 0.8 / Math.SQRT2;

/**
 * The icon as SVG: the logo alone, edge to edge, for `any`; for the maskable and Apple icons
 * (which the system crops, and where iOS would paint transparency black) the logo sits in the
 * safe zone on the brand colour.
 */
export function appIconSvg(logoSvg: string, spec: AppIconSpec, brandColor: string): string {
  const { size } = spec;
  const href = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  if (spec.kind === 'any') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image href="${href}" width="${size}" height="${size}"/></svg>`;
  }
  const side = size * SAFE_ZONE_SQUARE;
  const inset = (size - side) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${brandColor}"/><image href="${href}" x="${inset}" y="${inset}" width="${side}" height="${side}"/></svg>`;
}

/** The icon as PNG bytes, rasterised by resvg (see docs/decisions.md, "Installable app"). */
export function renderAppIcon(logoSvg: string, spec: AppIconSpec, brandColor: string): Buffer {
  return new Resvg(appIconSvg(logoSvg, spec, brandColor)).render().asPng();
}
