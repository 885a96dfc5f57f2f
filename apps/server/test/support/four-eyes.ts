import type { FastifyInstance } from 'fastify';
import { ok } from '../money/money-api';
import type { AsStaff } from './staff';

/**
 * Settings changed as the console changes them: `admin` proposes, `admin2` approves (four
 * eyes). Answers the settings in effect afterwards.
 */
export async function settingsApproved(app: FastifyInstance, as: AsStaff, save: object) {
  const proposal = await ok(app, 'POST', '/admin/tenant', as('admin', save));
  await ok(app, 'POST', `/admin/proposals/${proposal.id}/approve`, as('admin2'));
  return ok(app, 'GET', '/admin/tenant', as('admin'));
}
