import type { FastifyInstance } from 'fastify';
import type { Feature } from '../features';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenant-registry';
import type { Handlers } from './call-context';
import { apiErrorHandler } from './error-handler';
import { pickLanguage } from './language';
import { registerEndpoints } from './register-endpoints';
import { sendError } from './send-error';
import './fastify-types';

export interface ApiOptions {
  services: Services;
  features: Feature[];
  validateResponses: boolean;
}

/** Everything under /api: tenant resolution, the envelope, the contract's endpoints and feature routes. */
export async function apiPlugin(
  api: FastifyInstance,
  { services, features, validateResponses }: ApiOptions,
) {
  api.decorateRequest('tenant', null as unknown as Tenant);
  api.decorateRequest('lang', 'en');

  api.addHook('onRequest', async (request, reply) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    const tenant = services.tenants.resolve(request.headers.host);
    if (!tenant) return sendError(reply, 'TENANT_UNAUTHORIZED', request.lang);
    request.tenant = tenant;
  });

  // Clients send `POST /user/logout` with an empty JSON body; treat it as no fields instead of a 400.
  const defaultJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, done);
  });

  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler((request, reply) => sendError(reply, 'NOT_FOUND', request.lang ?? 'en'));
  // An explicit catch-all, so the web app's SPA fallback (`/*`) never answers an /api path with HTML.
  api.all('/*', async (request, reply) => sendError(reply, 'NOT_FOUND', request.lang));

  const handlers: Handlers = {};
  const owner = new Map<string, string>();
  for (const feature of features) {
    for (const name of Object.keys(feature.handlers ?? {})) {
      // Two features answering one endpoint would silently shadow each other: refuse to start.
      if (owner.has(name))
        throw new Error(
          `endpoint ${name} is handled by both ${owner.get(name)} and ${feature.name}`,
        );
      owner.set(name, feature.name);
    }
    Object.assign(handlers, feature.handlers);
  }
  const routeConfig = Object.assign({}, ...features.map((f) => f.routeConfig ?? {}));
  registerEndpoints(api, { services, handlers, validateResponses, routeConfig });
  for (const feature of features) feature.routes?.(api, services);
}
