import { z } from 'zod';
import { contrastRatio } from './contrast-ratio.js';
import { hueDifference } from './hue-difference.js';

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'Expected a #rrggbb colour');
const overlayColor = z
  .string()
  .regex(
    /^(#[0-9a-f]{6}|rgba\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*(0|1|0?\.\d+)\s*\))$/i,
    'Expected a #rrggbb or rgba(r, g, b, a) colour',
  );
/** Lengths are unitless CSS pixels so components can do arithmetic on them. */
const pixels = z.number().int().nonnegative();
const milliseconds = z.number().int().positive();

export const ColorTokens = z.strictObject({
  primary: hexColor,
  onPrimary: hexColor,
  background: hexColor,
  surface: hexColor,
  surfaceAlt: hexColor,
  text: hexColor,
  textSecondary: hexColor,
  border: hexColor,
  up: hexColor,
  down: hexColor,
  flat: hexColor,
  danger: hexColor,
  /** Text on a danger-coloured control (Sell, Remove): white on a dark red, dark on a light one. */
  onDanger: hexColor,
  warning: hexColor,
  success: hexColor,
  overlay: overlayColor,
  /** The brand accent as text (selected tab, text button, chosen option): readable where `primary` as text is not. */
  tabActive: hexColor,
  tabInactive: hexColor,
  link: hexColor,
});
export type ColorTokens = z.infer<typeof ColorTokens>;
type ColorName = keyof ColorTokens;

/** The scheme a palette is designed for; `prefers-color-scheme` and the reader's choice pick one. */
export const ColorScheme = z.enum(['light', 'dark']);
export type ColorScheme = z.infer<typeof ColorScheme>;

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Foreground/background pairs that carry text and must reach {@link MIN_TEXT_CONTRAST}. */
export const textContrastPairs: ReadonlyArray<readonly [ColorName, ColorName]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textSecondary', 'surface'],
  ['onPrimary', 'primary'],
  ['onDanger', 'danger'],
  ['up', 'surface'],
  ['down', 'surface'],
  ['link', 'surface'],
  // Tab labels (tab bar, screen tabs) sit on the page background or on a surface.
  ['tabInactive', 'background'],
  ['tabInactive', 'surface'],
  ['tabActive', 'background'],
  ['tabActive', 'surface'],
];

/**
 * Buy (a `primary` control) and Sell (a `danger` one) must not be told apart by hue alone,
 * which a colour-blind reader loses, nor by a hue step a glance misses (issue 48: inr's burnt
 * orange beside its red): they differ by at least this many degrees of hue…
 */
export const MIN_BUY_SELL_HUE_DEGREES = 30;
/** …and by at least this WCAG contrast between the two, so they differ in lightness too. */
export const MIN_BUY_SELL_CONTRAST = 1.5;

/** The palette issues of Buy beside Sell, under {@link MIN_BUY_SELL_HUE_DEGREES} and {@link MIN_BUY_SELL_CONTRAST}. */
export function buySellProblems(palette: ColorTokens): string[] {
  const problems: string[] = [];
  const hue = hueDifference(palette.primary, palette.danger);
  if (hue < MIN_BUY_SELL_HUE_DEGREES)
    problems.push(
      `Buy (primary) and Sell (danger) are ${hue.toFixed(0)}° of hue apart, below ${MIN_BUY_SELL_HUE_DEGREES}°`,
    );
  const contrast = contrastRatio(palette.primary, palette.danger);
  if (contrast < MIN_BUY_SELL_CONTRAST)
    problems.push(
      `Buy (primary) and Sell (danger) have contrast ${contrast.toFixed(2)}, below ${MIN_BUY_SELL_CONTRAST}`,
    );
  return problems;
}

function ascending(values: number[]): boolean {
  return values.every((value, i) => i === 0 || value > values[i - 1]!);
}

export const TenantTokens = z
  .strictObject({
    /** The brand's own palette, shown when nothing asks for the other scheme. */
    color: ColorTokens,
    /** Which scheme {@link color} is. */
    scheme: ColorScheme,
    /** The palette for the other scheme; a tenant without one is pinned to {@link scheme}. */
    counterpart: ColorTokens.optional(),
    font: z.strictObject({
      family: z.string().min(1),
      sizeXs: pixels,
      sizeSm: pixels,
      sizeMd: pixels,
      sizeLg: pixels,
      sizeXl: pixels,
      weightRegular: z.number().int().min(100).max(900),
      weightBold: z.number().int().min(100).max(900),
      lineHeight: z.number().min(1).max(2),
    }),
    radius: z.strictObject({ sm: pixels, md: pixels, lg: pixels, round: pixels }),
    space: z.strictObject({ xs: pixels, sm: pixels, md: pixels, lg: pixels, xl: pixels }),
    shadow: z.strictObject({ card: z.string().min(1), sheet: z.string().min(1) }),
    motion: z.strictObject({ durationFast: milliseconds, durationBase: milliseconds }),
  })
  .superRefine((tokens, ctx) => {
    // A designer's palette that fails AA is rejected at build time, not found later by an audit.
    const palettes: Array<readonly ['color' | 'counterpart', ColorTokens]> = [
      ['color', tokens.color],
    ];
    if (tokens.counterpart) palettes.push(['counterpart', tokens.counterpart]);
    for (const [key, palette] of palettes) {
      for (const [fg, bg] of textContrastPairs) {
        const ratio = contrastRatio(palette[fg], palette[bg]);
        if (ratio < MIN_TEXT_CONTRAST) {
          ctx.addIssue({
            code: 'custom',
            path: [key, fg],
            message: `${fg} on ${bg} has contrast ${ratio.toFixed(2)}, below ${MIN_TEXT_CONTRAST}`,
          });
        }
      }
      for (const message of buySellProblems(palette))
        ctx.addIssue({ code: 'custom', path: [key, 'danger'], message });
    }
    const { sizeXs, sizeSm, sizeMd, sizeLg, sizeXl } = tokens.font;
    if (!ascending([sizeXs, sizeSm, sizeMd, sizeLg, sizeXl])) {
      ctx.addIssue({
        code: 'custom',
        path: ['font'],
        message: 'Font sizes must grow from Xs to Xl',
      });
    }
    const { xs, sm, md, lg, xl } = tokens.space;
    if (!ascending([xs, sm, md, lg, xl])) {
      ctx.addIssue({ code: 'custom', path: ['space'], message: 'Spaces must grow from xs to xl' });
    }
    if (tokens.font.weightBold <= tokens.font.weightRegular) {
      ctx.addIssue({
        code: 'custom',
        path: ['font', 'weightBold'],
        message: 'weightBold must be heavier than weightRegular',
      });
    }
  });
export type TenantTokens = z.infer<typeof TenantTokens>;
