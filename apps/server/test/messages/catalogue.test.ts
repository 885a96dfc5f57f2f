import { ERRORS, FIELD_FORMAT_NAMES, formatMessageKey } from '@trading/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../src/http/language';
import { CATALOGUES, localized, message, type MessageId } from '../../src/messages/catalogue';
import { errorText } from '../../src/messages/error-text';
import { formatReason } from '../../src/messages/format-reason';
import { LANGS } from '../../src/messages/lang';

/** The web app's catalogues: the client's copy of the error texts (read, not imported: apps do not import apps). */
const webCatalogue = (lang: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../../web/src/i18n/messages/${lang}.json`, import.meta.url), 'utf8'),
  );

const ids = Object.keys(CATALOGUES.en).sort() as MessageId[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the server's message catalogue", () => {
  it('has every id in every language, and no other', () => {
    for (const lang of LANGS) expect(Object.keys(CATALOGUES[lang]).sort(), lang).toEqual(ids);
  });

  it('has no empty text and the same placeholders in every language', () => {
    for (const id of ids) {
      for (const lang of LANGS) {
        expect(CATALOGUES[lang][id], `${lang} ${id}`).toMatch(/\S/);
        expect(placeholders(CATALOGUES[lang][id]), `${lang} ${id}`).toEqual(
          placeholders(CATALOGUES.en[id]),
        );
      }
    }
  });

  it("words every error code of the contract under the code's key", () => {
    for (const error of Object.values(ERRORS)) expect(ids).toContain(error.key);
    expect(errorText('INSUFFICIENT_BALANCE', 'en')).toBe('Insufficient Balance');
    expect(errorText('INSUFFICIENT_BALANCE', 'pt')).toBe('Saldo insuficiente');
    expect(errorText('AUTH_CODE_INCORRECT', 'en')).toBe('Authorization code incorrect');
    expect(errorText('TENANT_UNAUTHORIZED', 'en')).toBe(
      'This domain is not authorized. Please contact support.',
    );
    // A language the server does not speak is answered in English.
    expect(errorText('INSUFFICIENT_BALANCE', pickLanguage('fr'))).toBe('Insufficient Balance');
  });

  it("gives each error code the same words as the web app's catalogues", () => {
    for (const lang of LANGS) {
      const web = webCatalogue(lang);
      for (const error of Object.values(ERRORS))
        expect(web[error.key], `${lang} ${error.key}`).toBe(CATALOGUES[lang][error.key]);
    }
  });

  it('fills placeholders once, per language, and leaves values as given', () => {
    expect(message('field.required', 'zh', { field: 'file' })).toBe('file为必填项');
    expect(message('field.invalid', 'en', { field: 'a', reason: '{field} $& x' })).toBe(
      'a is invalid: {field} $& x',
    );
    expect(
      localized('field.invalid', { field: 'n', reason: { en: 'E', pt: 'P', zh: 'Z' } }),
    ).toEqual({ en: 'n is invalid: E', pt: 'n é inválido: P', zh: 'n无效：Z' });
    expect(message('trade.notMultiple', 'pt', { step: 100 })).toBe(
      'A quantidade deve ser múltipla de 100',
    );
  });

  it('words every field-format refusal in every language, a pattern with its example', () => {
    for (const name of FIELD_FORMAT_NAMES)
      for (const problem of ['shape', 'checkDigit'] as const)
        for (const lang of LANGS) expect(formatReason(name, problem)[lang]).toMatch(/\S/);
    const dl = { pattern: '^[A-Za-z]{3}[0-9]{5,9}[A-Za-z0-9]{0,4}$', example: 'ABC12345AA12' };
    expect(formatReason(dl, 'shape').en).toBe('must look like ABC12345AA12');
    const keys = new Set([
      ...FIELD_FORMAT_NAMES.flatMap((n) => [
        formatMessageKey(n, 'shape'),
        formatMessageKey(n, 'checkDigit'),
      ]),
      'format.pattern',
      'format.markup',
    ]);
    expect(ids.filter((id) => id.startsWith('format.'))).toEqual([...keys].sort());
  });

  it('words each field-format refusal as the web app does at the field, capitalised', () => {
    for (const lang of LANGS) {
      const web = webCatalogue(lang);
      for (const id of ids.filter((id) => id.startsWith('format.'))) {
        const reason = CATALOGUES[lang][id];
        expect(web[id], `${lang} ${id}`).toBe(reason[0]!.toUpperCase() + reason.slice(1));
      }
    }
  });
});
