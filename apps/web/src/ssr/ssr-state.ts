import type { Language } from '@trading/contract';
import type { InlineImages } from '@trading/ui-kit';

/** Id of the inline JSON script a server-rendered page carries its state in. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * What a server render hands the browser: the filled API cache, the language it used and
 * whether it was rendered for a signed-in user, with a tag of that user's session (never the
 * token itself).
 */
export interface SsrState {
  api: unknown;
  language: Language;
  signedIn: boolean;
  /** `sessionTag` of the session rendered for; null for a visitor. */
  session: string | null;
  /** When the server rendered it (ms): what a copy the device kept says its prices are from. */
  renderedAt: number;
  /** The images the page carries inline, which the browser draws from the same copies. */
  images: InlineImages;
}

/**
 * The state as an inline JSON script. `<` is escaped so no value (a news title holding
 * `</script>`) can close the element early; a JSON script is data, never run, so the strict
 * CSP needs no nonce for it.
 */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/** The state a server render left in the page, or null for a page the browser renders. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
