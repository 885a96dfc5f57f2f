import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TenantPackage } from '../tenants/tenant-definitions';
import type { TenantRegistry } from '../tenants/tenant-registry';
import { fileInside } from './file-inside';

const TENANT_SCRIPT = /<script type="application\/json" id="console-tenant">[\s\S]*?<\/script>/;

/** What the console needs of a tenant to brand itself: written into its page, never built in. */
export function consoleTenants(packages: TenantPackage[]): Map<string, unknown> {
  return new Map(
    packages.map(({ definition, tokens }) => [
      definition.id,
      {
        id: definition.id,
        title: definition.title,
        defaultLanguage: definition.languages.default,
        languages: definition.languages.offered,
        tokens,
      },
    ]),
  );
}

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The back-office console under /admin on every tenant host: one build (apps/backoffice/dist)
 * whose index.html gets the host's tenant written in, and index.html for any console route so
 * its client-side routes survive a reload. /api/admin stays the API. An unknown host is refused.
 */
export function registerConsoleRoutes(
  app: FastifyInstance,
  consoleDist: string,
  tenants: TenantRegistry,
  branding: Map<string, unknown>,
): void {
  const root = resolve(consoleDist);
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const tenant = tenants.resolve(request.headers.host);
    if (!tenant) return reply.code(403).type('text/plain; charset=utf-8').send('Unknown host');
    const index = join(root, 'index.html');
    if (!existsSync(index))
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(`The back-office console is not built (${root}).`);
    const path = (request.url.split('?')[0] ?? '/').replace(/^\/admin/, '');
    const file = fileInside(root, path);
    if (file !== undefined && file !== 'index.html')
      return reply
        .header(
          'cache-control',
          file.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        .sendFile(file, root, { cacheControl: false });
    const html = readFileSync(index, 'utf8').replace(
      TENANT_SCRIPT,
      `<script type="application/json" id="console-tenant">${scriptJson(branding.get(tenant.id) ?? null)}</script>`,
    );
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', serve);
  app.get('/admin/*', serve);
}
