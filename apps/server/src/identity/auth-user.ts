/** The caller behind a valid Token. */
export interface AuthUser {
  id: number;
  tenantId: string;
  sessionId: number;
}
