import { SCHEME_SCRIPT } from '@trading/contract/tenant';
import { createHash } from 'node:crypto';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP sources for the pages' only executable inline script, the scheme script (fixed text,
 * so a hash, never 'unsafe-inline').
 */
export const INLINE_SCRIPT_SOURCES = [sha256(SCHEME_SCRIPT)];
