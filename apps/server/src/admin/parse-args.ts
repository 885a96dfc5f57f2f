export interface ParsedArgs {
  /** Words that are not options, in order (the command first). */
  positionals: string[];
  /** `--name value`, `--name=value`; a bare `--flag` (last, or followed by another option) is "true". */
  options: Record<string, string>;
}

/**
 * A deliberately small parser: commands take any `--field value` pairs (offering:create
 * has a dozen), which node:util's parseArgs only allows when every option is declared.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq !== -1) {
      options[arg.slice(2, eq)] = arg.slice(eq + 1);
      continue;
    }
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) {
      options[arg.slice(2)] = 'true';
    } else {
      options[arg.slice(2)] = next;
      i++;
    }
  }
  return { positionals, options };
}
