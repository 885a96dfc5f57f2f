/** `datetime-local` speaks the operator's wall clock; the contract speaks epoch milliseconds. */
export function fromLocalTime(local: string): string {
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? '' : String(ms);
}

export function toLocalTime(ms: string): string {
  if (!/^\d+$/.test(ms)) return '';
  const date = new Date(Number(ms));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
