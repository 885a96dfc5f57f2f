import type { IpoStatus } from '@trading/contract';

/**
 * The life of an application: the user applies (APPLYING), an operator allots shares
 * (FUNDING) or none (FAILED), the user pays for what was allotted (FINISH). Nothing
 * leaves FINISH or FAILED.
 */
const NEXT: Record<IpoStatus, readonly IpoStatus[]> = {
  APPLYING: ['FUNDING', 'FAILED'],
  FUNDING: ['FINISH'],
  FINISH: [],
  FAILED: [],
};

export function canMove(from: IpoStatus, to: IpoStatus): boolean {
  return NEXT[from].includes(to);
}
