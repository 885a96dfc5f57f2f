import { APP_ICON_SIZES, WebAppManifest } from '@trading/contract/tenant';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, appIconSvg, renderAppIcon, SAFE_ZONE_SQUARE } from '../vite/app-icons';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import { shortNameOf, webAppManifest, type ManifestIcon } from '../vite/web-manifest';

const icons: ManifestIcon[] = [
  { src: '/assets/icon-192-a.png', size: 192, purpose: 'any' },
  { src: '/assets/icon-maskable-512-b.png', size: 512, purpose: 'maskable' },
];

describe('webAppManifest', () => {
  it.each(TENANT_IDS)("is %s's name, colours and icons, valid by the contract", (id) => {
    const tenant = loadTenant(id);
    const manifest = WebAppManifest.parse(webAppManifest(tenant, icons));
    expect(manifest).toMatchObject({
      name: tenant.definition.title,
      lang: tenant.definition.languages.default,
      start_url: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: tenant.tokens.color.primary,
      background_color: tenant.tokens.color.background,
    });
    expect(manifest.icons).toEqual([
      { src: '/assets/icon-192-a.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      {
        src: '/assets/icon-maskable-512-b.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
  });

  it('follows a changed title and colour, with nothing else to edit', () => {
    const tenant = loadTenant('ngn');
    const manifest = webAppManifest(
      {
        definition: { ...tenant.definition, title: 'Lagos Shares' },
        tokens: { ...tenant.tokens, color: { ...tenant.tokens.color, primary: '#123456' } },
      },
      icons,
    );
    expect(manifest.name).toBe('Lagos Shares');
    expect(manifest.theme_color).toBe('#123456');
  });
});

describe('shortNameOf', () => {
  it('keeps a title that fits under an icon, else takes its first word', () => {
    expect(shortNameOf('Ipê Invest')).toBe('Ipê Invest');
    expect(shortNameOf('Naira Markets')).toBe('Naira');
    expect(shortNameOf('Supercalifragilistic Trading')).toBe('Supercalifra');
  });
});

describe('app icons', () => {
  it('are the sizes the contract names', () => {
    expect(APP_ICONS.map((icon) => icon.size).sort()).toEqual(
      [...APP_ICON_SIZES.any, APP_ICON_SIZES.maskable, APP_ICON_SIZES.appleTouch].sort(),
    );
  });

  it('put the maskable logo inside the safe-zone circle, on the brand colour', () => {
    const maskable = APP_ICONS.find((icon) => icon.kind === 'maskable')!;
    const svg = appIconSvg('<svg/>', maskable, '#00684a');
    expect(svg).toContain('fill="#00684a"');
    const side = maskable.size * SAFE_ZONE_SQUARE;
    // The logo's corner is no further from the centre than the safe zone's radius (40%).
    expect(Math.hypot(side / 2, side / 2)).toBeLessThanOrEqual(maskable.size * 0.4 + 1e-9);
  });

  it('render the logo to a PNG of the stated size, brand colour in the corner', () => {
    const tenant = loadTenant('usd');
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#fff"/></svg>';
    for (const spec of APP_ICONS) {
      const png = PNG.sync.read(renderAppIcon(logo, spec, tenant.tokens.color.primary));
      expect([png.width, png.height]).toEqual([spec.size, spec.size]);
      const centre = (png.width * (png.height / 2) + png.width / 2) * 4;
      expect([...png.data.subarray(centre, centre + 3)]).toEqual([255, 255, 255]);
      const corner = [...png.data.subarray(0, 4)];
      expect(corner).toEqual(spec.kind === 'any' ? [255, 255, 255, 255] : [0x1c, 0x3f, 0x94, 255]);
    }
  });
});
