import type { Language } from '@trading/contract';
import type { TenantTokens } from '@trading/contract/tenant';

/** What the server writes into the console's page for the host's tenant (console-routes.ts). */
export interface ConsoleTenant {
  id: string;
  title: string;
  defaultLanguage: Language;
  languages: Language[];
  tokens: TenantTokens;
}

/** The tenant the page was served for; null when the page was not served by the server. */
export function readConsoleTenant(doc: Document): ConsoleTenant | null {
  const text = doc.getElementById('console-tenant')?.textContent ?? 'null';
  return JSON.parse(text) as ConsoleTenant | null;
}
