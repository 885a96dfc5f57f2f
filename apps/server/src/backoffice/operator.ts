/**
 * Who performs a back-office action: an operator of one tenant, acting through the
 * operator API or the CLI. Every action is scoped to `tenantId` and audited under this name.
 */
export interface Operator {
  tenantId: string;
  userId: number;
  username: string;
  channel: 'api' | 'cli';
}
