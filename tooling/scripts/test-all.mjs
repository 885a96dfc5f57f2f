// Runs every check the repository has (lint, format, types, build, unit/integration and
// browser tests) and ends with a timing table (turbo tasks, slowest test files) and one
// "N passed, N failed" line summed over every package's vitest reports, so CI and humans
// read a single verdict and see where the time went.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { timingTable } from './timing-table.mjs';

const root = new URL('../../', import.meta.url).pathname;

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

// One failing task does not hide the others' verdicts: a run reports every failure.
const turbo = (...args) => ['pnpm', ['exec', 'turbo', 'run', ...args, '--continue', '--summarize']];

const runsDir = join(root, '.turbo', 'runs');
const listRuns = () => (existsSync(runsDir) ? readdirSync(runsDir) : []);
const earlierRuns = new Set(listRuns());

/**
 * After the builds, two lanes run at once, each one turbo task at a time (`--only`: the builds
 * are done), so the machine's two cores each have one long task from start to end. Turbo alone,
 * at two at a time, started the server's tests first and left the browser tests — the longest
 * task, at the end of the longest chain — waiting behind every lint and type check; three lanes
 * starved the server suite (one worker) until it ran alone at the end. Lane one: the browser
 * suite, then the packages' tests; lane two: the server suite, then every lint, type check and
 * the web app's unit tests.
 */
const lanes = [
  [
    turbo('test', '--filter=web', '--only'),
    turbo('test', '--filter=!web', '--filter=!server', '--only', '--concurrency=1'),
  ],
  [
    turbo('test', '--filter=server', '--only'),
    turbo('lint', 'typecheck', 'test:unit', '--only', '--concurrency=1'),
  ],
];

const runLane = async (steps) => {
  let passed = true;
  for (const [cmd, args] of steps) passed = (await run(cmd, args)) && passed;
  return passed;
};

let ok =
  (await run('pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn'])) &&
  (await run(...turbo('build', '--concurrency=2')));
if (ok) ok = (await Promise.all(lanes.map(runLane))).every(Boolean);

let passed = 0;
let failed = 0;
let skipped = 0;
const fileTimes = [];
for (const group of ['apps', 'packages', 'tenants', 'tooling']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const reports = existsSync(join(dir, name))
      ? readdirSync(join(dir, name)).filter((file) => /^\.vitest-report(-\w+)?\.json$/.test(file))
      : [];
    for (const report of reports) {
      const json = JSON.parse(readFileSync(join(dir, name, report), 'utf8'));
      const times = join(dir, name, report.replace('-report', '-file-times'));
      if (existsSync(times))
        fileTimes.push({ dir: `${group}/${name}`, ...JSON.parse(readFileSync(times, 'utf8')) });
      passed += json.numPassedTests ?? 0;
      failed += json.numFailedTests ?? 0;
      skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      console.log(
        `${group}/${name} (${report}): ${json.numPassedTests} passed, ${json.numFailedTests} failed`,
      );
    }
  }
}
if (passed === 0) ok = false;

// The summaries this run's turbo invocations wrote (--summarize), merged into one: none when
// turbo did not get to run.
const summaries = listRuns()
  .filter((file) => !earlierRuns.has(file))
  .map((file) => JSON.parse(readFileSync(join(runsDir, file), 'utf8')));
const summary = summaries.length
  ? {
      execution: {
        startTime: Math.min(...summaries.map((s) => s.execution.startTime)),
        endTime: Math.max(...summaries.map((s) => s.execution.endTime)),
      },
      tasks: summaries.flatMap((s) => s.tasks),
    }
  : undefined;
console.log('');
for (const line of timingTable({ summary, fileTimes, root })) console.log(line);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
