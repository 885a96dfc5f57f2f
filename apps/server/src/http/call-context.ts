import type { EndpointName, ParsedRequestOf, ResponseInputOf } from '@trading/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenant-registry';
import type { AuthUser } from '../identity/auth-user';
import type { Lang } from '../messages/lang';

/** A file part of a multipart request, read into memory (bounded by UPLOAD_MAX_BYTES). */
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
  /** True when the part was cut at the size limit. */
  truncated: boolean;
}

export interface CallContext {
  services: Services;
  tenant: Tenant;
  lang: Lang;
  /** The caller when a valid Token came with the request (always set on `auth` endpoints). */
  user: AuthUser | null;
  /** The caller of an `auth` endpoint; throws the session-ended error when there is none. */
  auth(): AuthUser;
  /** File parts of a multipart endpoint. */
  files: UploadedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler gets the parsed request (path, query and body merged) and returns the envelope's data. */
export type Handler<N extends EndpointName> = (
  input: ParsedRequestOf<N>,
  ctx: CallContext,
) => Promise<ResponseInputOf<N>>;

/** Handlers by endpoint name; each feature contributes a part. */
export type Handlers = { [N in EndpointName]?: Handler<N> };
