const pad = (value: number) => String(value).padStart(2, '0');

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
