export { offeredSchemes, schemeColors } from './color-scheme.js';
export { contrastRatio } from './contrast-ratio.js';
export {
  paintedScheme,
  parseSchemeChoice,
  SCHEME_CHOICES,
  SCHEME_STORAGE_KEY,
  type SchemeChoice,
} from './scheme-choice.js';
export { SCHEME_SCRIPT } from './scheme-script.js';
export { IanaTimeZone, LocaleTag } from './intl-names.js';
export { KycIdType, TenantDefinition, TenantId } from './tenant-definition.js';
export { labelIn } from './label-in.js';
export { TenantLabel } from './tenant-label.js';
export {
  buySellProblems,
  ColorScheme,
  ColorTokens,
  MIN_BUY_SELL_CONTRAST,
  MIN_BUY_SELL_HUE_DEGREES,
  MIN_TEXT_CONTRAST,
  TenantTokens,
  textContrastPairs,
} from './tenant-tokens.js';
export { hueDifference } from './hue-difference.js';
export { Tenant } from './tenant.js';
export { APP_ICON_SIZES, WebAppManifest, type WebAppIcon } from './web-app-manifest.js';
