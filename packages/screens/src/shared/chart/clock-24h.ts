/**
 * Intraday labels on the 24-hour clock in every language, as every other time in the app
 * (dates keep the locale's form). For both the axis and the tooltip.
 */
export const CLOCK_24H = {
  millisecond: '%H:%M:%S.%L',
  second: '%H:%M:%S',
  minute: '%H:%M',
  hour: '%H:%M',
};
