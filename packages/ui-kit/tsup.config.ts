import { unbundled } from '@trading/tsup-config';
import { defineConfig } from 'tsup';

// No bundling: styled-components' `styled.x` calls look like side effects to a bundler, so a
// single bundled file would drag every primitive into every page. As separate modules, a page
// loads only the primitives it imports. The gallery stays its own entry point.
export default defineConfig(
  unbundled([
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.d.ts',
  ]),
);
