// `pnpm start`: builds the server, the web app of every tenant (or only TENANT=<id>'s, to
// build faster) and the back-office console, then runs one server process that serves /api, /api/ws,
// the apps on their own host names and the console under /admin. PGlite in apps/server/.data is the database unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;
const only = process.env.TENANTS === 'all' ? undefined : process.env.TENANT;
const tenant = only ?? 'ngn';
const buildEnv = { ...process.env };
if (only === undefined) delete buildEnv.TENANT;

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=server...',
    '--filter=web...',
    '--filter=backoffice...',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit', env: buildEnv },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DEFAULT_TENANT: tenant, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
