// Merges translated strings into the web app's en/pt/zh catalogues in one quick step, so
// several people adding keys at once don't overwrite each other's edits.
// Usage: node tooling/scripts/add-messages.mjs messages.json
// where messages.json is { "en": { "key": "text" }, "pt": { … }, "zh": { … } } with the same keys.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../../apps/web/src/i18n/messages/', import.meta.url);
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const languages = ['en', 'pt', 'zh'];

const keysOf = (lang) =>
  Object.keys(additions[lang] ?? {})
    .sort()
    .join('\n');
for (const lang of languages.slice(1)) {
  if (keysOf(lang) !== keysOf('en')) {
    console.error(`"${lang}" does not have exactly the keys of "en"`);
    process.exit(1);
  }
}

for (const lang of languages) {
  const file = new URL(`${lang}.json`, root);
  const merged = { ...JSON.parse(readFileSync(file, 'utf8')), ...additions[lang] };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
}
console.log(`Added ${Object.keys(additions.en).length} keys to ${languages.join(', ')}`);
