import { fileURLToPath } from 'node:url';
import { sharedConfig } from '@trading/vitest-config';

export default sharedConfig({
  resolve: {
    // Tests run against the contract's source, so a rebuild of its dist never breaks them midway.
    alias: {
      '@trading/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
    },
  },
});
