import { noteAnswerCode } from './answer-code';
import { controlCharacterMessage, findControlCharacter } from './control-characters';
import { parseWithMoneyNumbers } from './money-numbers';
import { endpointList, toRoutePath, type EndpointName } from '@trading/contract';
import { assertEnrolled } from '../identity/enrolment-gate';
import { assertInvestor } from '../identity/investor-gate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { authenticate } from '../identity/authenticate';
import { ApiError } from '../errors/api-error';
import type { CallContext, Handler, Handlers, UploadedFile } from './call-context';
import { requestFields } from './request-fields';
import { sendError } from './send-error';
import { validationMessage } from './validation-message';
import { localized } from '../messages/catalogue';

export interface RegisterOptions {
  services: Services;
  handlers: Handlers;
  /** Parse every response with the contract's schema (development and tests): drift fails loudly. */
  validateResponses: boolean;
  /** Extra Fastify route config by endpoint (e.g. a rate limit). */
  routeConfig?: { [N in EndpointName]?: Record<string, unknown> };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers.token;
  return Array.isArray(value) ? value[0] : value;
}

/** Reads every part of a multipart request: fields into the input, files into memory (bounded). */
export async function readMultipart(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new ApiError('VALIDATION', localized('request.notMultipart'));
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({
          fieldName: part.fieldname,
          fileName: part.filename,
          data,
          truncated: part.file.truncated,
        });
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Size limits keep their own message (error handler); a broken form is the client's mistake.
    if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
    throw new ApiError('VALIDATION', localized('request.badMultipart'));
  }
  return { fields, files };
}

/**
 * Serves every endpoint of the contract's table: path params, query and body are merged
 * into one object, parsed with the endpoint's request schema and handed to its handler;
 * the result goes out as `{ code: 0, msg: 'success', data }`. Endpoints without a handler
 * answer NOT_FOUND "not available" so a client never meets an HTML 404.
 */
export function registerEndpoints(app: FastifyInstance, options: RegisterOptions): void {
  const { services, handlers, validateResponses } = options;
  for (const endpoint of endpointList) {
    const handler = handlers[endpoint.name] as Handler<EndpointName> | undefined;
    app.route({
      method: endpoint.method,
      url: toRoutePath(endpoint.path),
      config: {
        endpoint: endpoint.name,
        takesForms: endpoint.input === 'multipart',
        ...options.routeConfig?.[endpoint.name],
      },
      handler: async (request, reply) => {
        const { tenant, lang } = request;
        if (!handler) throw new ApiError('NOT_FOUND', localized('request.notAvailable'));

        const token = tokenOf(request);
        let user: CallContext['user'] = null;
        if (endpoint.auth || token) {
          const result = await authenticate(services.sessions, tenant.id, token);
          if (result.ok) {
            user = result.user;
            await services.lastSeen.touch(user.sessionId, result.lastSeenAt);
          } else if (endpoint.auth) return sendError(reply, result.error, lang);
        }
        await assertInvestor(services.db, user, endpoint.name);

        let files: UploadedFile[] = [];
        let raw: Record<string, unknown>;
        if (endpoint.input === 'multipart') {
          const multipart = await readMultipart(request, services.config.uploadMaxBytes);
          files = multipart.files;
          raw = { ...multipart.fields, ...(request.params as object) };
        } else {
          raw = requestFields(request);
        }
        const controlled = findControlCharacter(raw);
        if (controlled !== undefined)
          return sendError(reply, 'VALIDATION', lang, controlCharacterMessage(controlled, lang));
        const parsed = parseWithMoneyNumbers(endpoint.request, raw, lang);
        if (!parsed.success)
          return sendError(reply, 'VALIDATION', lang, validationMessage(parsed.error, lang, raw));

        const ctx: CallContext = {
          services,
          tenant,
          lang,
          user,
          auth() {
            if (!user) throw new ApiError('NO_TOKEN');
            return user;
          },
          files,
          request,
          reply,
        };
        await assertEnrolled(ctx, endpoint.name);
        const data = (await handler(parsed.data as never, ctx)) ?? null;
        if (validateResponses) {
          const checked = endpoint.response.safeParse(data);
          if (!checked.success) {
            request.log.error(
              { endpoint: endpoint.name, issues: checked.error.issues },
              'response does not match the contract',
            );
            throw new Error(`response of ${endpoint.name} does not match the contract`);
          }
        }
        noteAnswerCode(reply, 0);
        return { code: 0, msg: 'success', data };
      },
    });
  }
}
