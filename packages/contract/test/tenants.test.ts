import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import brlDefinition from '@trading/tenant-brl' with { type: 'json' };
import brlTokens from '@trading/tenant-brl/tokens' with { type: 'json' };
import inrDefinition from '@trading/tenant-inr' with { type: 'json' };
import inrTokens from '@trading/tenant-inr/tokens' with { type: 'json' };
import ngnDefinition from '@trading/tenant-ngn' with { type: 'json' };
import ngnTokens from '@trading/tenant-ngn/tokens' with { type: 'json' };
import usdDefinition from '@trading/tenant-usd' with { type: 'json' };
import usdTokens from '@trading/tenant-usd/tokens' with { type: 'json' };
import {
  Tenant,
  TenantDefinition,
  TenantTokens,
  buySellProblems,
  contrastRatio,
  hueDifference,
  MIN_BUY_SELL_CONTRAST,
  MIN_BUY_SELL_HUE_DEGREES,
  offeredSchemes,
  schemeColors,
} from '../src/tenant/index.js';

const require = createRequire(import.meta.url);

const tenants = {
  ngn: Tenant.parse({ definition: ngnDefinition, tokens: ngnTokens }),
  inr: Tenant.parse({ definition: inrDefinition, tokens: inrTokens }),
  brl: Tenant.parse({ definition: brlDefinition, tokens: brlTokens }),
  usd: Tenant.parse({ definition: usdDefinition, tokens: usdTokens }),
};
const all = Object.values(tenants);
const { ngn, inr, brl, usd } = tenants;

describe('contrastRatio', () => {
  it('gives the WCAG extremes for black on white and a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#3fcf7f', '#3fcf7f')).toBe(1);
  });

  it('matches published ratios for mid greys and brand colours', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#FF0000', '#ffffff')).toBeCloseTo(4.0, 2);
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => contrastRatio('#fff', '#000000')).toThrow(RangeError);
    expect(() => contrastRatio('rgba(0, 0, 0, 1)', '#000000')).toThrow(RangeError);
  });
});

describe('tenant files', () => {
  it('each sits in the package named after its id', () => {
    for (const [id, tenant] of Object.entries(tenants)) expect(tenant.definition.id).toBe(id);
    expect(new Set(all.map((t) => t.definition.id)).size).toBe(all.length);
  });

  it('have distinct brands', () => {
    expect(new Set(all.map((t) => t.definition.title)).size).toBe(all.length);
    expect(new Set(all.map((t) => t.tokens.color.primary.toLowerCase())).size).toBe(all.length);
  });

  const palettes = all.flatMap((tenant) =>
    (['light', 'dark'] as const).map((scheme) => ({
      id: tenant.definition.id,
      scheme,
      color: schemeColors(tenant.tokens, scheme),
    })),
  );

  it.each(all)('$definition.id offers both a light and a dark palette', ({ tokens }) => {
    expect(offeredSchemes(tokens).toSorted()).toEqual(['dark', 'light']);
    expect(schemeColors(tokens, 'light').background).not.toBe(
      schemeColors(tokens, 'dark').background,
    );
  });

  it.each(palettes)('$id in $scheme reaches WCAG AA for every text pair', ({ color }) => {
    const pairs = [
      [color.text, color.background],
      [color.text, color.surface],
      [color.textSecondary, color.surface],
      [color.onPrimary, color.primary],
      [color.onDanger, color.danger],
      [color.up, color.surface],
      [color.down, color.surface],
      [color.link, color.surface],
      [color.tabInactive, color.background],
      [color.tabInactive, color.surface],
    ] as const;
    for (const [fg, bg] of pairs) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes)('$id in $scheme tells Buy from Sell by hue and lightness', ({ color }) => {
    expect(hueDifference(color.primary, color.danger)).toBeGreaterThanOrEqual(
      MIN_BUY_SELL_HUE_DEGREES,
    );
    expect(contrastRatio(color.primary, color.danger)).toBeGreaterThanOrEqual(
      MIN_BUY_SELL_CONTRAST,
    );
  });

  it("refuses a palette whose Buy and Sell look alike (inr's old orange and red)", () => {
    const { color } = tenants.inr.tokens;
    expect(buySellProblems({ ...color, danger: '#b3261e' })).toEqual([
      'Buy (primary) and Sell (danger) are 22° of hue apart, below 30°',
      'Buy (primary) and Sell (danger) have contrast 1.19, below 1.5',
    ]);
    const sameLightness = { ...tenants.ngn.tokens.color, danger: '#b3261e' };
    expect(buySellProblems(sameLightness)).toEqual([
      'Buy (primary) and Sell (danger) have contrast 1.04, below 1.5',
    ]);
    expect(() =>
      TenantTokens.parse({ ...tenants.inr.tokens, color: { ...color, danger: '#b3261e' } }),
    ).toThrow(/Buy \(primary\) and Sell \(danger\)/);
  });

  it.each(palettes)('$id in $scheme is the scheme it claims to be', ({ scheme, color }) => {
    // Text darker than the page is a light scheme; the dark one reverses it.
    const lightText = contrastRatio(color.text, '#000000') > contrastRatio(color.text, '#ffffff');
    expect(lightText).toBe(scheme === 'dark');
  });

  it.each(palettes)('$id in $scheme colours up green-ish and down red-ish', ({ color }) => {
    const channels = (hex: string) =>
      [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [upR, upG] = channels(color.up);
    const [downR, downG] = channels(color.down);
    expect(upG).toBeGreaterThan(upR!);
    expect(downR).toBeGreaterThan(downG!);
  });

  it.each(all)('$definition.id ships the assets it references', ({ definition }) => {
    const root = dirname(require.resolve(`@trading/tenant-${definition.id}`));
    for (const path of Object.values(definition.assets)) {
      const file = join(root, path);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(
        /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      );
    }
  });
});

describe('tenant rules follow the spec', () => {
  it('signs each currency', () => {
    expect(all.map((t) => [t.definition.currency.code, t.definition.currency.sign])).toEqual([
      ['NGN', '₦'],
      ['INR', '₹'],
      ['BRL', 'R$'],
      ['USD', '$'],
    ]);
  });

  it('defaults to BMFBOVESPA for BRL, INDIA for INR, NSENG for NGN and US for USD', () => {
    expect(all.map((t) => t.definition.market.defaultMarket)).toEqual([
      'NSENG',
      'INDIA',
      'BMFBOVESPA',
      'US',
    ]);
  });

  it('keeps each market in its exchange time zone', () => {
    expect(all.map((t) => t.definition.market.timeZone)).toEqual([
      'Africa/Lagos',
      'Asia/Kolkata',
      'America/Sao_Paulo',
      'America/New_York',
    ]);
  });

  it('hides the Index tab only for BRL', () => {
    expect(all.filter((t) => !t.definition.market.showIndexTab)).toEqual([brl]);
  });

  it('hides change language only for INR', () => {
    expect(all.filter((t) => !t.definition.showChangeLanguage)).toEqual([inr]);
  });

  it('offers English and Portuguese on the language screen, Chinese where usd offers it', () => {
    for (const { definition } of all) {
      expect(definition.languages.offered).toEqual(
        definition.id === 'usd' ? ['en', 'pt', 'zh'] : ['en', 'pt'],
      );
      expect([...definition.languages.supported].sort()).toEqual(['en', 'pt', 'zh']);
    }
    expect(brl.definition.languages.default).toBe('pt');
  });

  it("names each country's identity documents", () => {
    const idTypes = (t: Tenant) => t.definition.kyc.idTypes.map((type) => type.value);
    expect(idTypes(ngn)).toEqual(['NIN', 'BVN', 'PVC', 'DL', 'PASSPORT']);
    expect(idTypes(inr)).toEqual(['Aadhaar']);
    expect(idTypes(brl)).toEqual(['RIC', 'CNH']);
    expect(idTypes(usd)).toEqual(['STATE_ID', 'PASSPORT']);
    expect(ngn.definition.kyc.idTypes.find((type) => type.value === 'DL')?.label).toBe(
      'Driving license',
    );
  });

  it('asks for a tax number beside the document where brokers need one: PAN, CPF, SSN or ITIN', () => {
    const taxIds = (t: Tenant) => t.definition.kyc.taxId?.types.map((type) => type.format);
    expect(taxIds(ngn)).toBeUndefined();
    expect(taxIds(inr)).toEqual(['pan']);
    expect(taxIds(brl)).toEqual(['cpf']);
    expect(taxIds(usd)).toEqual(['ssn', 'itin']);
    expect(usd.definition.kyc.taxId?.labels?.pt).toBe('SSN ou ITIN');
    // A number cannot be both the document and the tax number.
    const both = { ...inr.definition.kyc, idTypes: [{ value: 'PAN', label: 'PAN' }] };
    expect(TenantDefinition.safeParse({ ...inr.definition, kyc: both }).success).toBe(false);
  });

  it("offers the spec's list (Brazil RIC, India Aadhaar, otherwise NIN/BVN/PVC/DL) when a tenant names none", () => {
    const unnamed = (tenant: Tenant) => {
      const { idTypes: _named, ...kyc } = tenant.definition.kyc;
      return TenantDefinition.parse({ ...tenant.definition, kyc }).kyc.idTypes;
    };
    expect(unnamed(brl)).toEqual([{ value: 'RIC', label: 'RIC', format: 'ric' }]);
    expect(unnamed(inr)).toEqual([{ value: 'Aadhaar', label: 'Aadhaar', format: 'aadhaar' }]);
    expect(unnamed(usd).map((type) => [type.value, type.format])).toEqual([
      ['NIN', 'nin'],
      ['BVN', 'bvn'],
      ['PVC', 'pvc'],
      ['DL', 'ng-driving-licence'],
    ]);
  });

  it('requires bank and card number on KYC for NGN only', () => {
    expect(all.filter((t) => t.definition.kyc.requireBankCard)).toEqual([ngn]);
  });

  it('adds IFSC for INR, bank code and PIX for BRL, the ABA routing number for USD', () => {
    expect(inr.definition.bankFields).toEqual({
      bankCode: null,
      extraCode: {
        label: 'IFSC code',
        labels: { pt: 'Código IFSC', zh: 'IFSC 代码' },
        required: true,
        format: 'ifsc',
        // Each bank's own codes (an IFSC starts with its bank's four letters).
        byBank: expect.objectContaining({ 'HDFC Bank': ['HDFC'], 'State Bank of India': ['SBIN'] }),
      },
      accountNumber: 'in-account',
    });
    expect(brl.definition.bankFields).toEqual({
      bankCode: {
        required: true,
        format: 'br-bank-code',
        byBank: expect.objectContaining({ 'Banco do Brasil': ['001'] }),
      },
      extraCode: { label: 'PIX', required: true, format: 'pix-key' },
      accountNumber: 'br-account',
      branch: 'br-agency',
    });
    expect(usd.definition.bankFields).toEqual({
      bankCode: {
        label: 'Routing number (ABA)',
        labels: { pt: 'Número de roteamento (ABA)', zh: 'ABA 路由号' },
        required: true,
        format: 'aba-routing',
        byBank: expect.objectContaining({
          'JPMorgan Chase': expect.arrayContaining(['021000021']),
        }),
      },
      extraCode: null,
      accountNumber: 'us-account',
    });
    expect(ngn.definition.bankFields).toEqual({
      bankCode: null,
      extraCode: null,
      accountNumber: 'nuban',
    });
  });

  it('names the real format of every ID type and of the NGN KYC card number', () => {
    for (const tenant of all)
      for (const type of tenant.definition.kyc.idTypes)
        expect(type.format, `${tenant.definition.id} ${type.value}`).toBeDefined();
    expect(ngn.definition.kyc.cardFormat).toBe('nuban');
    expect(brl.definition.kyc.idTypes.find((type) => type.value === 'RIC')?.format).toBe('ric');
  });

  it('labels every worded field in each supported language (a name such as NIN or Aadhaar needs none)', () => {
    const isName = (label: string) => !/\s/.test(label);
    for (const tenant of all) {
      const { kyc, bankFields, languages } = tenant.definition;
      const labelled = [
        ...kyc.idTypes,
        ...(bankFields.extraCode ? [bankFields.extraCode] : []),
        ...(bankFields.bankCode?.label
          ? [{ ...bankFields.bankCode, label: bankFields.bankCode.label }]
          : []),
      ];
      for (const item of labelled.filter(({ label }) => !isName(label))) {
        const others = languages.supported.filter((language) => language !== languages.default);
        expect(
          Object.keys(item.labels ?? {}).sort(),
          `${tenant.definition.id} ${item.label}`,
        ).toEqual(others.sort());
      }
    }
  });

  it('pins the English download image for INR only', () => {
    expect(all.filter((t) => t.definition.iosDownloadImage === 'en')).toEqual([inr]);
  });

  it('shows the theme 3 home header for some tenants and not for others', () => {
    const homeTheme = (t: Tenant) =>
      t.definition.home.forceTheme3 ? 3 : t.definition.home.defaultTheme;
    expect(all.some((t) => t.definition.home.forceTheme3)).toBe(true);
    expect(new Set(all.map((t) => homeTheme(t) === 3))).toEqual(new Set([true, false]));
  });

  it('shows the US market in the NGN reference tenant', () => {
    expect(ngn.definition.usMarketShow).toBe(true);
  });
});

describe('TenantDefinition rejects a broken file', () => {
  const valid = ngn.definition;

  it('with an unknown key, at the top or nested', () => {
    expect(TenantDefinition.safeParse({ ...valid, titel: 'x' }).success).toBe(false);
    const nested = { ...valid, currency: { ...valid.currency, symbol: '₦' } };
    expect(TenantDefinition.safeParse(nested).success).toBe(false);
  });

  it('with a sign that is not its currency’s', () => {
    const result = TenantDefinition.safeParse({
      ...valid,
      currency: { ...valid.currency, sign: '$' },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['currency.sign']);
  });

  it('with a two-approver threshold keyed by a rail or by a currency its money never leaves in', () => {
    const thresholds = (withdrawalSecondApprovalAbove: object) =>
      TenantDefinition.safeParse({
        ...valid,
        security: { ...valid.security, withdrawalSecondApprovalAbove },
      });
    expect(thresholds({ NGN: '1000000', USD: '2000' }).success).toBe(true);
    // USDT settles in USD: a threshold under "USDT" would never meet a withdrawal.
    expect(thresholds({ NGN: '1000000', USDT: '2000' }).success).toBe(false);
    const brl = thresholds({ NGN: '1000000', BRL: '2000' });
    expect(brl.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'security.withdrawalSecondApprovalAbove.BRL',
    ]);
  });

  it('with a default language it does not support or offers one it does not', () => {
    const languages = (patch: object) => ({
      ...valid,
      languages: { ...valid.languages, ...patch },
    });
    expect(TenantDefinition.safeParse(languages({ supported: ['en'] })).success).toBe(false);
    expect(
      TenantDefinition.safeParse(languages({ default: 'zh', supported: ['en', 'pt'] })).success,
    ).toBe(false);
  });

  it('with an unknown time zone, a UTC offset or a non-canonical locale', () => {
    const market = (timeZone: string) => ({ ...valid, market: { ...valid.market, timeZone } });
    expect(TenantDefinition.safeParse(market('Africa/Atlantis')).success).toBe(false);
    expect(TenantDefinition.safeParse(market('+01:00')).success).toBe(false);
    const locale = { ...valid, currency: { ...valid.currency, locale: 'en_ng' } };
    expect(TenantDefinition.safeParse(locale).success).toBe(false);
  });

  it('with a plain-http link', () => {
    const http = { ...valid, customerService: 'http://help.naira-markets.example/chat' };
    expect(TenantDefinition.safeParse(http).success).toBe(false);
  });

  it('with an asset outside the package or a repeated ID type', () => {
    const assets = { ...valid, assets: { ...valid.assets, logo: '../ngn/assets/logo.svg' } };
    expect(TenantDefinition.safeParse(assets).success).toBe(false);
    const idTypes = [...valid.kyc.idTypes, valid.kyc.idTypes[0]];
    expect(TenantDefinition.safeParse({ ...valid, kyc: { ...valid.kyc, idTypes } }).success).toBe(
      false,
    );
  });
});

describe('TenantTokens rejects a broken file', () => {
  const valid = ngn.tokens;

  it('with an unknown or missing colour', () => {
    expect(
      TenantTokens.safeParse({ ...valid, color: { ...valid.color, primery: '#000000' } }).success,
    ).toBe(false);
    const { link: _link, ...withoutLink } = valid.color;
    expect(TenantTokens.safeParse({ ...valid, color: withoutLink }).success).toBe(false);
  });

  it('with a colour that is not #rrggbb, though the overlay may be rgba', () => {
    expect(
      TenantTokens.safeParse({ ...valid, color: { ...valid.color, border: 'grey' } }).success,
    ).toBe(false);
    expect(
      TenantTokens.safeParse({ ...valid, color: { ...valid.color, border: 'rgba(0, 0, 0, 0.5)' } })
        .success,
    ).toBe(false);
    expect(
      TenantTokens.safeParse({ ...valid, color: { ...valid.color, overlay: 'rgba(0, 0, 0, 0.5)' } })
        .success,
    ).toBe(true);
  });

  it('with a text pair below AA, naming the pair', () => {
    const result = TenantTokens.safeParse({
      ...valid,
      color: { ...valid.color, textSecondary: '#a0a0a0' },
    });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toMatch(
      /^textSecondary on surface has contrast 2\.\d\d/,
    );
  });

  it('with a counterpart text pair below AA, naming the counterpart', () => {
    const result = TenantTokens.safeParse({
      ...valid,
      counterpart: { ...valid.counterpart!, textSecondary: '#3a3a3a' },
    });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['counterpart', 'textSecondary']);
  });

  it('with a scheme that is neither light nor dark, or none', () => {
    expect(TenantTokens.safeParse({ ...valid, scheme: 'sepia' }).success).toBe(false);
    const { scheme: _scheme, ...withoutScheme } = valid;
    expect(TenantTokens.safeParse(withoutScheme).success).toBe(false);
  });

  it('with font sizes or spaces out of order', () => {
    expect(TenantTokens.safeParse({ ...valid, font: { ...valid.font, sizeSm: 11 } }).success).toBe(
      false,
    );
    expect(TenantTokens.safeParse({ ...valid, space: { ...valid.space, xl: 2 } }).success).toBe(
      false,
    );
  });
});
