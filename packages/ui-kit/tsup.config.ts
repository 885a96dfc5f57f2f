import { defineConfig } from 'tsup';

export default defineConfig({
  // The gallery is its own entry so the production bundle never pulls in sample screens.
  entry: { index: 'src/index.ts', 'gallery/index': 'src/gallery/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', 'framer-motion'],
});
