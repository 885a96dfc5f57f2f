import type { AuditFilter } from '@trading/contract';
import { fromLocalTime } from '../offerings/local-time';

/** The filter form as typed: text fields, the times in the operator's wall clock. */
export interface FilterValues {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  from: string;
  to: string;
}

export const NO_FILTER: FilterValues = {
  actor: '',
  action: '',
  subjectType: '',
  subjectId: '',
  from: '',
  to: '',
};

/** The request's filter: blank fields left out, times as epoch milliseconds. */
export function auditFilterOf(values: FilterValues): AuditFilter {
  const filter: Record<string, string | number> = {};
  for (const key of ['actor', 'action', 'subjectType', 'subjectId'] as const)
    if (values[key].trim()) filter[key] = values[key].trim();
  for (const key of ['from', 'to'] as const) {
    const ms = fromLocalTime(values[key]);
    if (ms) filter[key] = Number(ms);
  }
  return filter as AuditFilter;
}
