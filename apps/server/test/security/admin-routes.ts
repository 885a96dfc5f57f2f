import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef, HttpMethod, OperatorPermission } from '@trading/contract';
import { adminRouteTable } from '../../src/backoffice/admin-routes';
import { systemClock } from '../../src/offerings/clock';
import { servicesOf } from '../money/money-api';

/** The operator API as endpoint-like rows (contract path form), read from the table that mounts it. */
export function adminEndpoints(app: FastifyInstance): Array<
  Pick<EndpointDef, 'method' | 'path' | 'input'> & {
    name: string;
    request: z.ZodObject;
    permission: OperatorPermission | null;
  }
> {
  return adminRouteTable(servicesOf(app), systemClock).map((route) => ({
    name: `${route.method} /admin${route.url}`,
    method: route.method as HttpMethod,
    path: `/admin${route.url}`.replace(/:(\w+)/g, '{$1}'),
    input: route.source,
    request: route.input as z.ZodObject,
    permission: route.permission,
  }));
}
