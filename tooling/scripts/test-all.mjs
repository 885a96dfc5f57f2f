// Runs every check the repository has (lint, format, types, build, unit/integration and
// browser tests) and ends with a timing table (turbo tasks, slowest test files) and one
// "N passed, N failed" line summed over every package's vitest report, so CI and humans
// read a single verdict and see where the time went.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { timingTable } from './timing-table.mjs';

const root = new URL('../../', import.meta.url).pathname;

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
  });
  return result.status === 0;
}

const runsDir = join(root, '.turbo', 'runs');
const listRuns = () => (existsSync(runsDir) ? readdirSync(runsDir) : []);
const earlierRuns = new Set(listRuns());

const steps = [
  ['pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']],
  [
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'lint',
      'typecheck',
      'build',
      'test',
      '--concurrency=2',
      // One failing task does not hide the others' verdicts: a run reports every failure.
      '--continue',
      '--summarize',
    ],
  ],
];

let ok = true;
for (const [cmd, args] of steps) {
  if (!run(cmd, args)) {
    ok = false;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const fileTimes = [];
for (const group of ['apps', 'packages', 'tenants', 'tooling']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const report = join(dir, name, '.vitest-report.json');
    if (!existsSync(report)) continue;
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const times = join(dir, name, '.vitest-file-times.json');
    if (existsSync(times))
      fileTimes.push({ dir: `${group}/${name}`, ...JSON.parse(readFileSync(times, 'utf8')) });
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    console.log(`${group}/${name}: ${json.numPassedTests} passed, ${json.numFailedTests} failed`);
  }
}
if (passed === 0) ok = false;

// The summary this run's turbo wrote (--summarize), absent when turbo did not get to run.
const summaryFile = listRuns().find((file) => !earlierRuns.has(file));
const summary = summaryFile
  ? JSON.parse(readFileSync(join(runsDir, summaryFile), 'utf8'))
  : undefined;
console.log('');
for (const line of timingTable({ summary, fileTimes, root })) console.log(line);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
