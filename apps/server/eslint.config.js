import { noAppImportPatterns, node, scripts } from '@trading/eslint-config';

/**
 * Layering: domain code does not depend on the HTTP layer. Only the HTTP adapters (src/http,
 * each feature's handlers and routes, and the composition files) may import from src/http;
 * errors come from src/errors and languages from src/messages.
 */
const domainLayering = {
  files: ['src/**/*.ts'],
  ignores: [
    'src/http/**',
    'src/**/handlers.ts',
    'src/**/*-route.ts',
    'src/**/*-routes.ts',
    'src/idempotency/run-idempotent.ts',
    'src/app.ts',
    'src/build-server.ts',
    'src/features.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...noAppImportPatterns,
          {
            regex: '(^|/)http/',
            message:
              'Domain code does not import the HTTP layer: ApiError is in src/errors, Lang in src/messages.',
          },
        ],
      },
    ],
  },
};

export default [
  ...node,
  scripts,
  domainLayering,
  // Tests read loosely-typed JSON envelopes; `any` there keeps assertions readable.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
];
