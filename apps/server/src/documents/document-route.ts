import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { documentFile } from './document-file';
import { readDocumentKey } from './document-key';

/**
 * GET /api/documents/file/:key — a contract note or statement, on a link its owner asked for
 * with their bearer token (POST /documents/…/link). The signature is the authentication: a plain
 * browser download carries no token. Unsigned, forged, expired or another tenant's: 403.
 */
export function registerDocumentRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { key: string }; Querystring: { exp?: string; sig?: string } }>(
    '/documents/file/:key',
    async (request, reply) => {
      const { key: text } = request.params;
      const key = readDocumentKey(text);
      const { exp, sig } = request.query;
      if (
        !key ||
        key.tenantId !== request.tenant.id ||
        !services.documentUrls.valid(text, exp, sig)
      )
        throw new ApiError('FORBIDDEN');
      const file = await documentFile(services, key);
      if (!file) throw new ApiError('NOT_FOUND');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
