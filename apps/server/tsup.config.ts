import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/admin/cli.ts'],
  format: ['esm'],
  platform: 'node',
  sourcemap: true,
  clean: true,
  target: 'node20',
  // Tenant packages are plain JSON: bundling them avoids Node's JSON import-attribute rules at run time.
  noExternal: [/^@trading\/tenant-/],
});
