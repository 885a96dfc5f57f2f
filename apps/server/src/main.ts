import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config/config';
import { tenantIds } from './tenants/tenant-definitions';
import { startTracing } from './tracing/start-tracing';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

const config = readConfig();
// Tracing patches http, pg and fastify as they load, so the server is imported after it.
const tracing = await startTracing(config);
const { buildServer } = await import('./build-server');
const server = await buildServer(config);

// Unready at once, then (after the grace that lets balancers notice) refuse new connections,
// finish in-flight requests, close feed sockets as a restart, stop jobs and the database; a
// second signal or the deadline forces the exit.
closeWithGrace({ delay: config.shutdownDeadlineMs }, async ({ signal, err }) => {
  server.drain.begin();
  if (err) server.log.error({ err }, 'shutting down after an error');
  else {
    server.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    await new Promise((done) => setTimeout(done, config.shutdownGraceMs));
  }
  await server.close();
  await tracing?.shutdown();
});

if (config.secretsKeyIsDevelopment)
  server.log.warn(
    'SECRETS_KEY is unset: two-factor keys are sealed with the public development key. Set it (openssl rand -base64 32) before real users enrol.',
  );
await server.listen({ port: config.port, host: config.host });
const port = (server.server.address() as { port: number } | null)?.port ?? config.port;
for (const id of tenantIds())
  server.log.info({ tenant: id }, `${id}: http://${id}.localhost:${port}`);
server.log.info(`default tenant (${config.defaultTenant}): http://localhost:${port}`);
