import { node, scripts } from '@trading/eslint-config';

export default [
  ...node,
  scripts,
  // Tests read loosely-typed JSON envelopes; `any` there keeps assertions readable.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
];
