/**
 * Why a 6-character withdrawal password is too easy to guess, or null. Only the patterns a
 * guesser tries first: runs up or down ("123456", "654321", "abcdef"), one character
 * repeated ("111111"), a short block repeated ("121212", "123123") and a date ("250690" as
 * day-month-year, month-day-year or year-month-day), the birthday a thief finds on an ID.
 */
export type WeakSecretReason = 'sequence' | 'repeat' | 'date';

export function weakSecretReason(secret: string): WeakSecretReason | null {
  const codes = [...secret.toLowerCase()].map((c) => c.charCodeAt(0));
  const steps = codes.slice(1).map((c, i) => c - codes[i]!);
  if (steps.length > 0 && steps.every((s) => s === steps[0] && Math.abs(s) === 1))
    return 'sequence';
  for (const block of [1, 2, 3])
    if (
      secret.length % block === 0 &&
      secret === secret.slice(0, block).repeat(secret.length / block)
    )
      return 'repeat';
  if (/^\d{6}$/.test(secret) && readsAsDate(secret)) return 'date';
  return null;
}

function readsAsDate(digits: string): boolean {
  const [a, b, c] = [0, 2, 4].map((i) => Number(digits.slice(i, i + 2))) as [
    number,
    number,
    number,
  ];
  return isDayMonth(a, b) || isDayMonth(b, a) || isDayMonth(c, b);
}

/** Whether a day and month exist in some year (29 February counts). */
function isDayMonth(day: number, month: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}
