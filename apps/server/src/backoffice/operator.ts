import type { OperatorRole } from '@trading/contract';

/**
 * Who performs a back-office action: a member of one tenant's staff, acting through the
 * operator API or the CLI. Every action is scoped to `tenantId` and audited under this name.
 */
export interface Operator {
  tenantId: string;
  userId: number;
  username: string;
  role: OperatorRole;
  channel: 'api' | 'cli';
  /** Where the call came from: the client's IP address over the API; absent from the CLI. */
  address?: string;
}
