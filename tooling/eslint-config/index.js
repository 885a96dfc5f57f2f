import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export { featureBoundaries } from './feature-boundaries.js';

const ignores = { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**'] };

/**
 * Packages and apps never import from an app: apps compose, nothing depends on them. A config
 * that sets its own no-restricted-imports patterns adds these to them, since a rule's options
 * replace, not merge.
 */
export const noAppImportPatterns = [
  // Anchored (leading /): a package such as @simplewebauthn/server is not the server app.
  { group: ['/web', '/web/*', '/server', '/server/*'], message: 'Nothing imports from an app.' },
  { group: ['**/apps/**'], message: 'Nothing imports from an app.' },
];

const noAppImports = {
  rules: { 'no-restricted-imports': ['error', { patterns: noAppImportPatterns }] },
};

const shared = [
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
];

/** For Node packages (server, tooling, contract). */
export const node = [
  ...shared,
  noAppImports,
  { languageOptions: { globals: { ...globals.node } } },
];

/** For React packages and the web app. */
export const react = [
  ...shared,
  noAppImports,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  { languageOptions: { globals: { ...globals.browser } } },
];

/** Scripts, benchmarks and tests may print. */
export const scripts = {
  files: ['**/bench/**', '**/scripts/**', '**/*.bench.ts'],
  rules: { 'no-console': 'off' },
};

export default node;
