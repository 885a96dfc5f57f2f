import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config/config';
import { buildServer } from './build-server';
import { tenantIds } from './tenants/tenant-definitions';

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
const server = await buildServer(config);

// Finish in-flight requests, close sockets and the database, then exit; a second signal or 10 s forces it.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'shutting down after an error');
  else server.log.info({ signal }, 'shutting down');
  await server.close();
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
