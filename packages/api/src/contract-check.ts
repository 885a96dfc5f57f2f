import { endpoints } from '@trading/contract';
import type { ResponseCheck } from './response-check.js';

/** Checks response data with the contract's zod schemas (tests and development tools). */
export const contractResponseCheck: ResponseCheck = (name, data) => {
  const def = endpoints[name];
  const checked = def.response.safeParse(data);
  if (checked.success) return undefined;
  console.error(`${def.method} ${def.path} answered data outside the contract`, checked.error);
  const issue = checked.error.issues[0];
  return issue ? `${issue.path.join('.') || '(data)'}: ${issue.message}` : 'invalid';
};
