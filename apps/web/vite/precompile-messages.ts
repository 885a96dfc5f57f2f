import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CATALOGUE = /\/src\/i18n\/messages\/\w+\.json$/;

/**
 * Ships the catalogues as parsed ICU messages, so production bundles can drop formatjs's
 * message parser (react-intl's documented "no-parser" setup, about 5 KB gzipped). The JSON
 * files stay plain text for translators; a malformed message fails the build here.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'trading:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    load(id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, parse(text)]),
      );
      // Still JSON: Vite's JSON plugin turns it into the module as it would the source file.
      return JSON.stringify(compiled);
    },
  };
}
