import { relative } from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

/**
 * The table `pnpm test:all` ends with, so everyone sees where the time goes: each turbo
 * task's wall time (from `turbo run --summarize`'s run summary), slowest first, then the
 * slowest test files (from each package's `.vitest-file-times.json`, written by
 * @trading/vitest-config). A task turbo restored from its cache is marked, and so are its
 * test files: their times are those of the run that filled the cache, not of this one.
 *
 * @param {object} input
 * @param {{ execution: { startTime: number, endTime: number },
 *   tasks: { taskId: string, directory?: string,
 *     execution?: { startTime: number, endTime: number },
 *     cache?: { status: string } }[] } | undefined} input.summary turbo's run summary
 * @param {{ dir: string, files: { file: string, ms: number }[] }[]} input.fileTimes each
 *   package's folder and its test files' times
 * @param {string} input.root the repository root, to print files relative to it
 * @param {number} [input.slowest] how many test files to list
 * @returns {string[]} the table's lines
 */
export function timingTable({ summary, fileTimes, root, slowest = 20 }) {
  const lines = [];
  const cachedDirs = new Set();
  if (summary) {
    const total = summary.execution.endTime - summary.execution.startTime;
    lines.push(`Turbo tasks by wall time (run: ${seconds(total).trim()}):`);
    const tasks = summary.tasks
      .filter((t) => t.execution)
      .map((t) => ({
        id: t.taskId,
        ms: t.execution.endTime - t.execution.startTime,
        cached: t.cache?.status === 'HIT',
        dir: t.directory,
      }))
      .sort((a, b) => b.ms - a.ms);
    for (const task of tasks) {
      if (task.cached && task.dir) cachedDirs.add(task.dir);
      lines.push(`${seconds(task.ms)}  ${task.id}${task.cached ? '  (cached)' : ''}`);
    }
  } else {
    lines.push('Turbo tasks by wall time: no run summary found');
  }
  const files = fileTimes
    .flatMap(({ dir, files }) =>
      files.map(({ file, ms }) => ({
        name: relative(root, file),
        ms,
        cached: cachedDirs.has(dir),
      })),
    )
    .sort((a, b) => b.ms - a.ms)
    .slice(0, slowest);
  lines.push(`Slowest ${files.length} test files:`);
  for (const file of files) {
    lines.push(`${seconds(file.ms)}  ${file.name}${file.cached ? '  (cached)' : ''}`);
  }
  return lines;
}
