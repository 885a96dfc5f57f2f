import type {
  ErrorName,
  InputKind,
  OperatorEndpoints,
  OperatorPermission,
} from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { UploadedFile } from '../http/call-context';
import { controlCharacterMessage, findControlCharacter } from '../http/control-characters';
import { readMultipart } from '../http/register-endpoints';
import { requestFields } from '../http/request-fields';
import { sendError } from '../http/send-error';
import { validationMessage } from '../http/validation-message';
import { zodErrorsIn } from '../messages/zod-locale';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { recordAudit, type AuditEntry } from './audit-repository';
import { recordRefusal, refusedCaller } from './audit-refusal';
import type { Operator } from './operator';
import { authenticateOperator } from './operator-auth';
import { BACKGROUND_HEADER } from './staff-idle';

export interface AdminRoute<S extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Under /api/admin. */
  url: string;
  /** Parses path params, query and body merged into one object, like the contract's endpoints. */
  input: S;
  /** Where the fields travel: the query, a JSON body, or a multipart form carrying a file. */
  source: InputKind;
  /** What the caller's role must hold (ROLE_PERMISSIONS); null for any back-office role. */
  permission: OperatorPermission | null;
  handler: (input: z.output<S>, operator: Operator, files: UploadedFile[]) => Promise<unknown>;
  /**
   * The audit entry of a call that changes nothing in a transaction of its own (a view of an
   * investor's details, an upload): written after the handler, before the answer. Changes
   * audit themselves inside their transaction (recordAudit), so entry and change go together.
   */
  audit?: (input: z.output<S>, result: unknown, files: UploadedFile[]) => AuditEntry;
}

type ContractCall = OperatorEndpoints[keyof OperatorEndpoints];

/**
 * A route declared in the contract's operator table: its method, path, request parser and
 * permission come from there, and its answer is parsed by the response schema on the way out.
 */
export function contractAdminRoute<E extends ContractCall>(
  endpoint: E,
  handler: (
    input: z.output<E['request']>,
    operator: Operator,
    files: UploadedFile[],
  ) => Promise<z.input<E['response']>>,
  audit?: (
    input: z.output<E['request']>,
    result: z.output<E['response']>,
    files: UploadedFile[],
  ) => AuditEntry,
): AdminRoute {
  return {
    audit: audit as AdminRoute['audit'],
    method: endpoint.method,
    url: endpoint.path.replace(/^\/admin/, '').replace(/\{(\w+)\}/g, ':$1'),
    input: endpoint.request,
    source: endpoint.input,
    permission: endpoint.permission,
    handler: async (input, operator, files) =>
      endpoint.response.parse(await handler(input as z.output<E['request']>, operator, files)),
  };
}

/**
 * Mounts one operator route: operator token check, input parsing, and the same
 * `{ code, msg, data }` envelope and error catalogue as the contract's endpoints. The one place
 * every call passes, so it stamps the caller's address on the operator (every audit row carries
 * it), records each refusal of a known caller (role, validation, a refused decision) and the
 * route's own `audit` entry.
 */
export function adminRoute(api: FastifyInstance, services: Services, route: AdminRoute): void {
  api.route({
    method: route.method,
    url: `/admin${route.url}`,
    config: { takesForms: route.source === 'multipart' },
    handler: async (request, reply) => {
      const token = request.headers.token;
      const auth = await authenticateOperator(
        services,
        request.tenant.id,
        Array.isArray(token) ? token[0] : token,
        route.permission,
      );
      if (!auth.ok) {
        const caller =
          auth.error === 'FORBIDDEN'
            ? await refusedCaller(services, request, Array.isArray(token) ? token[0] : token)
            : undefined;
        if (caller) await recordRefusal(services, request, caller, auth.error, undefined);
        return sendError(reply, auth.error, request.lang);
      }
      // A person's call keeps the session alive; the console's own polls do not (staff-idle.ts).
      if (request.headers[BACKGROUND_HEADER] !== '1')
        await services.lastSeen.touch(auth.sessionId, auth.lastSeenAt);
      const operator: Operator = { ...auth.operator, address: request.ip };
      const refuse = async (error: ErrorName, message?: string) => {
        await recordRefusal(services, request, operator, error, message);
        return sendError(reply, error, request.lang, message);
      };
      let files: UploadedFile[] = [];
      let raw: Record<string, unknown>;
      if (route.source === 'multipart') {
        const form = await readMultipart(request, services.config.uploadMaxBytes);
        files = form.files;
        raw = { ...form.fields, ...(request.params as object) };
        // The API's own check skips multipart bodies: their fields are only known once read.
        const controlled = findControlCharacter(raw);
        if (controlled !== undefined)
          return refuse('VALIDATION', controlCharacterMessage(controlled, request.lang));
      } else raw = requestFields(request);
      const parsed = route.input.safeParse(raw, zodErrorsIn(request.lang));
      if (!parsed.success)
        return refuse('VALIDATION', validationMessage(parsed.error, request.lang, raw));
      let data: unknown;
      try {
        data = (await route.handler(parsed.data, operator, files)) ?? null;
      } catch (error) {
        if (error instanceof ApiError) return refuse(error.errorName, error.text?.[request.lang]);
        throw error;
      }
      if (route.audit)
        await recordAudit(services.db, operator, route.audit(parsed.data, data, files));
      return { code: 0, msg: 'success', data };
    },
  });
}
