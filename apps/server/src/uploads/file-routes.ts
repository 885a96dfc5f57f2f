import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { ApiError } from '../errors/api-error';
import { findUploadByKey } from './upload-repository';

/** GET /api/files/:key — an upload, served only on the tenant that stored it. */
export function registerFileRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const row = await findUploadByKey(services.db, request.tenant.id, request.params.key);
    const data = row && (await services.files.get(row.storageKey));
    if (!row || !data) throw new ApiError('NOT_FOUND');
    return reply
      .header('content-type', row.mime)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(data);
  });
}
