import type { FastifyInstance } from 'fastify';
import type { Feature } from '../features';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenant-registry';
import type { Handlers } from './call-context';
import { controlCharacterMessage, findControlCharacter } from './control-characters';
import { apiErrorHandler } from './error-handler';
import { message } from '../messages/catalogue';
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
    const asked = request.headers['accept-language'];
    request.lang = pickLanguage(asked);
    const tenant = services.tenants.resolve(request.headers.host);
    if (!tenant) return sendError(reply, 'TENANT_UNAUTHORIZED', request.lang);
    request.tenant = tenant;
    // A caller that names no language reads the tenant's own (a Brazilian app answers in pt).
    if (asked === undefined) request.lang = tenant.config.defaultLanguage;
  });

  // A signed-in answer holds one person's data: no browser, proxy or back-forward cache may keep
  // it for the next person on a shared phone. Routes that chose their own rule keep it.
  api.addHook('onSend', async (request, reply) => {
    if (request.headers.token !== undefined && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  // Clients send `POST /user/logout` with an empty JSON body; treat it as no fields instead of a 400.
  const defaultJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  // Bytes that are not UTF-8 are refused rather than read as replacement characters.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(new SyntaxError('The request body is not valid UTF-8'));
    }
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, done);
  });

  // Admin and feature routes read query, params and JSON bodies outside the endpoint table, so
  // the control-character rule is enforced here for all of them (multipart fields: where each form is read).
  api.addHook('preHandler', async (request, reply) => {
    // A form sent where JSON is read would reach the handler as "no fields".
    if (request.isMultipart() && request.routeOptions.config.takesForms !== true)
      return sendError(reply, 'VALIDATION', request.lang, message('request.notJson', request.lang));
    const field =
      findControlCharacter(request.query) ??
      findControlCharacter(request.params) ??
      (request.isMultipart() ? undefined : findControlCharacter(request.body));
    if (field !== undefined)
      return sendError(
        reply,
        'VALIDATION',
        request.lang,
        controlCharacterMessage(field, request.lang),
      );
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
