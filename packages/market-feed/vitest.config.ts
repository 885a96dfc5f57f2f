import { fileURLToPath } from 'node:url';
import { sharedConfig } from '@trading/vitest-config';

export default sharedConfig({
  resolve: {
    // Tests run against the sources of the packages below, so a rebuild of their dist never
    // breaks them midway.
    alias: {
      '@trading/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      '@trading/market-time': fileURLToPath(
        new URL('../market-time/src/index.ts', import.meta.url),
      ),
    },
  },
});
