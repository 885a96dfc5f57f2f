import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes each test file's time to `.vitest-file-times.json` for `pnpm test:all`'s table: its
 * import, setup files, tests and hooks. The JSON report's per-file span runs from its first
 * test's start to its last test's end, so it leaves out the beforeAll that boots an app.
 */
export class FileTimesReporter {
  constructor(fileName = '.vitest-file-times.json') {
    this.fileName = fileName;
  }

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      return { file: module.moduleId, ms: d.collectDuration + d.setupDuration + d.duration };
    });
    writeFileSync(join(this.root, this.fileName), JSON.stringify({ files }, null, 2));
  }
}
