import type { IpoStatus } from '@trading/contract';
import type { BadgeTone } from '../../shared/offerings/status-badge';

/** Label and colour of each application status (Pending, Funding, Finished, Failed). */
export const APPLICATION_STATUS: Record<IpoStatus, { labelId: string; tone: BadgeTone }> = {
  APPLYING: { labelId: 'status.applying', tone: 'neutral' },
  FUNDING: { labelId: 'status.funding', tone: 'active' },
  FINISH: { labelId: 'status.finish', tone: 'success' },
  FAILED: { labelId: 'status.failed', tone: 'danger' },
};
