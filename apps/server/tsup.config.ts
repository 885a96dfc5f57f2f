import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/admin/cli.ts'],
  format: ['esm'],
  platform: 'node',
  sourcemap: true,
  clean: true,
  target: 'node20',
});
