import { react, scripts } from '@trading/eslint-config';

/** Build scripts, the Vite plugin and the browser suite run in Node. */
const nodeFiles = {
  files: ['scripts/**', 'vite/**', 'e2e/**', 'bench/**', '*.config.ts'],
  languageOptions: { globals: { process: 'readonly', Buffer: 'readonly' } },
};

export default [{ ignores: ['artifacts/**'] }, ...react, scripts, nodeFiles];
