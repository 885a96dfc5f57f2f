/**
 * How a tenant's readers group the digits of an amount, stated in its tenant.json
 * (`money.grouping`) and kept in every language the tenant offers: "thousands" groups by
 * three (342,318.25); "indian" groups the last three digits, then by two — lakh and crore
 * (3,42,318.25), as CLDR's en-IN writes it. The separators stay the language's own.
 */
export const DIGIT_GROUPINGS = ['thousands', 'indian'] as const;
export type DigitGrouping = (typeof DIGIT_GROUPINGS)[number];

/** The grouping of a tenant that states none. */
export const DEFAULT_DIGIT_GROUPING: DigitGrouping = 'thousands';

const PATTERNS: Record<DigitGrouping, RegExp> = {
  thousands: /\B(?=(\d{3})+(?!\d))/g,
  indian: /\B(?=(\d{2})*\d{3}(?!\d))/g,
};

/** The whole digits of an amount ("342318") with `separator` between groups; "" groups nothing. */
export function groupDigits(integer: string, separator: string, grouping: DigitGrouping): string {
  return separator ? integer.replace(PATTERNS[grouping], separator) : integer;
}

/**
 * A regular expression source for whole digits grouped by `grouping` with the (escaped)
 * separator `group`, whose first digit matches `lead` ("\\d", or "[1-9]" to refuse "0.001"
 * read as a thousand): "1,234,567" by thousands, "12,34,567" the Indian way.
 */
export function groupedWholeSource(grouping: DigitGrouping, group: string, lead: string): string {
  return grouping === 'indian'
    ? `${lead}\\d?(?:${group}\\d{2})*${group}\\d{3}`
    : `${lead}\\d{0,2}(?:${group}\\d{3})+`;
}
