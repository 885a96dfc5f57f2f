import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts every document embeds (subset by pdfkit), read once per process: Noto Sans for
 * Latin text and the currency signs (₦ ₹ R$ $), Noto Sans SC for Chinese, which lacks ₦ and ₹.
 * Both are OFL-licensed npm packages (@expo-google-fonts), so nothing is vendored in the repo.
 */
export interface DocumentFonts {
  latin: Buffer;
  latinBold: Buffer;
  cjk: Buffer;
  cjkBold: Buffer;
}

const require = createRequire(import.meta.url);
let loaded: DocumentFonts | undefined;

function fontFile(specifier: string): Buffer {
  return readFileSync(require.resolve(specifier));
}

export function documentFonts(): DocumentFonts {
  loaded ??= {
    latin: fontFile('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    latinBold: fontFile('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    cjk: fontFile('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    cjkBold: fontFile('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  };
  return loaded;
}

/** Han, kana, CJK punctuation and full-width forms: what Noto Sans cannot draw. */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]+/gu;

/** The text cut into runs of one font each: [text, isCjk]. */
export function fontRuns(text: string): [string, boolean][] {
  const runs: [string, boolean][] = [];
  let last = 0;
  for (const match of text.matchAll(CJK)) {
    if (match.index > last) runs.push([text.slice(last, match.index), false]);
    runs.push([match[0], true]);
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push([text.slice(last), false]);
  return runs;
}
