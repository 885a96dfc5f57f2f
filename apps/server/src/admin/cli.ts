import { ERRORS } from '@trading/contract';
import { buildServer } from '../build-server';
import { mayDo, roleOf } from '../backoffice/roles';
import { ConfigError, loadConfig } from '../config/config';
import { ApiError } from '../errors/api-error';
import { errorText } from '../messages/error-text';
import { findUserByUsername } from '../identity/user-repository';
import { DEMO_OPERATOR } from '../seed/demo-accounts';
import type { Services } from '../services';
import { COMMANDS, UsageError } from './commands';
import { parseArgs } from './parse-args';

const HELP = `Usage: pnpm --filter server admin <command> [args] [--tenant ngn] [--operator ${DEMO_OPERATOR.username}]

Works on the server's database (DATABASE_URL, else the PGlite folder in DATA_DIR; stop a
PGlite server first: one process at a time can open its folder). Every change is audited
under the operator, who must hold the operator role in the tenant.

Commands:
${Object.values(COMMANDS)
  .map((c) => `  ${c.usage}`)
  .join('\n')}`;

/**
 * The back-office CLI: opens the same app the server runs (migrations, seed, services),
 * without listening, and runs one command as an operator. Prints JSON (a report
 * command prints text, JSON with --json); exit 1 on a refused action or a failed check
 * (ledger:audit finding a violation), 2 on a usage or configuration mistake.
 */
async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const name = args.positionals[0];
  if (!name || name === 'help' || args.options.help) {
    process.stdout.write(`${HELP}\n`);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`unknown command ${name}\n\n${HELP}`);
    return 2;
  }

  // The server's logs would bury the command's output; LOG_LEVEL still wins when set.
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const server = await buildServer(config);
  try {
    await server.ready();
    const services = (server as unknown as { services: Services }).services;
    const tenant = services.tenants.get(args.options.tenant ?? config.defaultTenant);
    if (!tenant) throw new UsageError(`unknown tenant ${args.options.tenant}`);
    const username = args.options.operator ?? DEMO_OPERATOR.username;
    const user = await findUserByUsername(services.db, tenant.id, username);
    const role = user ? await roleOf(services.db, tenant.id, user.id) : null;
    // The command line moves offerings and settlement too: it needs operator rights.
    if (!user || role === null || !mayDo(role, 'offerings')) {
      throw new UsageError(`${username} is not an operator of tenant ${tenant.id}`);
    }
    const operator = {
      tenantId: tenant.id,
      userId: user.id,
      username: user.username,
      role,
      channel: 'cli' as const,
    };
    const result = await command.run({ services, tenant, operator, args, now: new Date() });
    const text =
      command.format && args.options.json !== 'true'
        ? command.format(result)
        : JSON.stringify(result ?? null, null, 2);
    process.stdout.write(`${text}\n`);
    return command.exitCode?.(result) ?? 0;
  } finally {
    await server.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`error: ${error.message}`);
    process.exitCode = 2;
  } else if (error instanceof ApiError) {
    console.error(
      `refused: ${error.errorName} (${ERRORS[error.errorName].code}) ${error.text?.en ?? errorText(error.errorName, 'en')}`,
    );
    process.exitCode = 1;
  } else {
    throw error;
  }
}
