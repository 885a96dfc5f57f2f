import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { ApiError } from '../errors/api-error';
import { CONTENT_IMAGE } from './content-image';
import { findUploadByKey } from './upload-repository';

/**
 * GET /api/files/:key — an upload, served only on the tenant that stored it. An investor's
 * file (KYC, deposit receipt) needs a live signature (upload-url.ts): unsigned, forged or
 * expired is 403, whoever asks; content images are public.
 */
export function registerFileRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { key: string }; Querystring: { exp?: string; sig?: string } }>(
    '/files/:key',
    async (request, reply) => {
      const row = await findUploadByKey(services.db, request.tenant.id, request.params.key);
      if (!row) throw new ApiError('NOT_FOUND');
      const open = row.bizType === CONTENT_IMAGE;
      const { exp, sig } = request.query;
      if (!open && !services.fileUrls.valid(row.storageKey, exp, sig))
        throw new ApiError('FORBIDDEN');
      const data = await services.files.get(row.storageKey);
      if (!data) throw new ApiError('NOT_FOUND');
      // A signed file is cached no longer than its url lives, and only by the browser.
      const maxAge = open ? 86_400 : Math.max(0, Math.floor((Number(exp) - services.now()) / 1000));
      return reply
        .header('content-type', row.mime)
        .header('content-disposition', 'inline')
        .header('cache-control', `private, max-age=${maxAge}${open ? ', immutable' : ''}`)
        .send(data);
    },
  );
}
