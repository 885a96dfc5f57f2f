import path from 'node:path';

/**
 * The bulletproof-react layout: `src/features/<name>/` folders never import each other, and
 * `src/shared/` (what several features use) never imports a feature. Relative imports are
 * resolved against the importing file, so `../b/x` from `features/a/` is caught however deep.
 * Tests that drive several features live outside `src/` (e.g. `test/`), where this rule is off.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports only itself and shared; shared imports no feature.' },
    schema: [],
    messages: {
      crossFeature:
        'features/{{from}} must not import features/{{to}}: move the piece to src/shared, or merge the two features.',
      sharedToFeature:
        'src/shared must not import features/{{to}}: shared code is used by features, never the other way.',
    },
  },
  create(context) {
    const file = context.physicalFilename.split(path.sep).join('/');
    const at = /(^|\/)src\/(?:features\/([^/]+)|shared)\//.exec(file);
    if (!at) return {};
    const srcRoot = file.slice(0, at.index + at[1].length) + 'src';
    const fromFeature = at[2];
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      if (!node.value.startsWith('.')) return;
      const target = path.posix.join(path.posix.dirname(file), node.value);
      const to = /^features\/([^/]+)/.exec(path.posix.relative(srcRoot, target))?.[1];
      if (to === undefined || to === fromFeature) return;
      context.report({
        node,
        messageId: fromFeature === undefined ? 'sharedToFeature' : 'crossFeature',
        data: { from: fromFeature, to },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock('../other-feature/x') reaches into a feature as much as an import does.
      CallExpression: (node) => {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual'].includes(callee.property.name)
        )
          check(node.arguments[0]);
      },
    };
  },
};

/** For packages laid out as `src/features/*` + `src/shared` (packages/screens). */
export const featureBoundaries = {
  files: ['**/src/features/**', '**/src/shared/**'],
  plugins: { layout: { rules: { 'feature-boundaries': rule } } },
  rules: { 'layout/feature-boundaries': 'error' },
};
