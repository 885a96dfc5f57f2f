/**
 * Check rules of national identity and tax numbers that are not bank fields: pure functions
 * on bare digits or capitals (separators already removed), shared by the app and the server
 * through field-formats.ts.
 */

const digitsOf = (s: string) => Array.from(s, Number);

/**
 * Brazil's CNH (driving licence), 11 digits: the first check digit is the weighted sum of the
 * nine base digits (weights 9..1) mod 11, 10 written as 0; the second weights them 1..9, mod 11,
 * less 2 when the first came out as 10, kept within 0-9. A repeated digit is never issued.
 */
export function cnhValid(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const base = d.slice(0, 9);
  const first = base.reduce((s, x, i) => s + x * (9 - i), 0) % 11;
  const firstDigit = first >= 10 ? 0 : first;
  const offset = first >= 10 ? 2 : 0;
  const second = base.reduce((s, x, i) => s + x * (i + 1), 0) % 11;
  const secondDigit = second >= 10 ? 0 : ((second - offset + 11) % 11) % 10;
  return firstDigit === d[9] && secondDigit === d[10];
}

/**
 * US Social Security Number, 9 digits AAA-GG-SSSS: the SSA never issues area 000, 666 or
 * 900-999 (the 9xx range is the ITIN's), group 00 or serial 0000.
 */
export function ssnValid(value: string): boolean {
  const match = /^(\d{3})(\d{2})(\d{4})$/.exec(value);
  if (!match) return false;
  const [, area, group, serial] = match;
  return (
    area !== '000' &&
    area !== '666' &&
    !area!.startsWith('9') &&
    group !== '00' &&
    serial !== '0000'
  );
}

/**
 * US Individual Taxpayer Identification Number, 9 digits 9XX-MM-XXXX: the IRS issues the middle
 * digits 50-65, 70-88, 90-92 and 94-99 only.
 */
export function itinValid(value: string): boolean {
  const match = /^9\d{2}(\d{2})\d{4}$/.exec(value);
  if (!match) return false;
  const middle = Number(match[1]);
  return (
    (middle >= 50 && middle <= 65) ||
    (middle >= 70 && middle <= 88) ||
    (middle >= 90 && middle <= 92) ||
    middle >= 94
  );
}

/**
 * India's PAN, AAAAA9999A: the fourth letter names the holder (Person, Company, Hindu undivided
 * family, Firm, AOP, BOI, Trust, Local authority, artificial Juridical person, Government).
 * Its last letter is a check character whose rule the Income Tax Department does not publish.
 */
export function panValid(value: string): boolean {
  return /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/.test(value);
}
