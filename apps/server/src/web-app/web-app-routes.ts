import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '../tenants/tenant-registry';
import { fileInside } from './file-inside';
import type { PageRenderer } from './page-renderer';

const UNAUTHORIZED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unauthorized</title></head><body style="font-family:system-ui,sans-serif;padding:2rem;text-align:center"><p>This domain is not authorized. Please contact support.</p></body></html>`;
const UNAUTHORIZED_PATH = '/unauthorized';

/**
 * The built web app of the request's tenant (`<webDist>/<tenant>/`), with index.html for
 * any other path so client-side routes survive a reload. Hashed files under /assets/ are
 * cached for a year; index.html never, so a new build is picked up at once. With a renderer,
 * a public page arrives rendered with its data (see page-renderer.ts); live prices make
 * every page fresh, so rendered HTML is not cached either.
 */
export function registerWebAppRoutes(
  app: FastifyInstance,
  webDist: string,
  tenants: TenantRegistry,
  renderer: PageRenderer | null = null,
): void {
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const known = tenants.resolve(request.headers.host);
    // An unknown host gets the app itself (the default build), which finds no tenant config and
    // shows its own /unauthorized screen; every page of it answers 403 so crawlers and scripts
    // see the refusal too. Without a build, the plain page says the same.
    const tenant = known ?? tenants.fallback();
    const root = resolve(join(webDist, tenant.id));
    if (!existsSync(join(root, 'index.html'))) {
      if (!known) return reply.code(403).type('text/html; charset=utf-8').send(UNAUTHORIZED_PAGE);
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(`The web app for ${tenant.id} is not built (${root}).`);
    }
    const file = fileInside(root, path);
    if (!known && file === undefined && path !== UNAUTHORIZED_PATH)
      return reply.redirect(UNAUTHORIZED_PATH);
    const immutable =
      file !== undefined && (file.startsWith('assets' + sep) || file.startsWith('assets/'));
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (!known && file === undefined) reply.code(403);
    if (known && file === undefined && renderer) {
      const page = await renderer.render(request, reply, {
        indexFile: join(root, 'index.html'),
        tenantId: tenant.id,
      });
      // What is rendered depends on the visitor's cookies (language, session): never shared.
      if (page !== null)
        return reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(page);
    }
    return reply.sendFile(file ?? 'index.html', root, { cacheControl: false });
  });
}
