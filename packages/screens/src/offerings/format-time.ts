const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A time as the spec writes dates, yyyy-MM-dd hh:mm:ss, in the phone's own time zone. The
 * hour runs 00–23: the format carries no AM/PM marker, so a 12-hour clock would be ambiguous.
 */
export function formatTime(timestampMs: number): string {
  const date = new Date(timestampMs);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** What is left of a countdown, as days and hh:mm:ss (never below zero). */
export function remaining(fromMs: number, toMs: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor((toMs - fromMs) / 1000));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}
