import { react, scripts } from '@trading/eslint-config';

/** The Vite config runs in Node. */
const nodeFiles = {
  files: ['*.config.ts'],
  languageOptions: { globals: { process: 'readonly' } },
};

export default [...react, scripts, nodeFiles];
