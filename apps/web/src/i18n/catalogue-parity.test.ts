import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ERRORS, FIELD_FORMAT_NAMES, formatMessageKey } from '@trading/contract';
import { defaultUiText } from '@trading/ui-kit';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../routing/route-table';
import { tabs } from '../routing/tabs';
import en from './messages/en.json';
import pt from './messages/pt.json';
import zh from './messages/zh.json';

const catalogues: Record<string, Record<string, string>> = { en, pt, zh };
/** The argument names an ICU message uses, plural and select branches included. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) {
        names.add(String(element.value));
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(text));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('have the same keys in en, pt and zh', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(pt).sort()).toEqual(keys);
    expect(Object.keys(zh).sort()).toEqual(keys);
  });

  it('have no empty text and the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(en)) {
      for (const [language, catalogue] of Object.entries(catalogues)) {
        expect(catalogue[key], `${language} ${key}`).toMatch(/\S/);
        expect(placeholders(catalogue[key]!), `${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('name every route, every tab and every default text of the kit', () => {
    const needed = [
      ...routeTable.map((route) => route.title),
      ...tabs.map((tab) => tab.label),
      ...Object.keys(defaultUiText).map((key) => `ui.${key}`),
    ];
    for (const key of needed) expect(en, key).toHaveProperty([key]);
  });

  // Word for word the server's texts: checked on the server's side (apps/server/test/messages),
  // which owns them; the contract carries only the codes and their keys.
  it('word every error code of the contract, by its key', () => {
    for (const error of Object.values(ERRORS)) {
      for (const language of ['en', 'pt', 'zh'] as const) {
        expect(catalogues[language]![error.key], `${language} ${error.key}`).toMatch(/\S/);
      }
    }
  });

  // As the server's reason, capitalised: checked on the server's side (apps/server/test/messages).
  it('word every field-format refusal, by its key', () => {
    const keys = [
      ...FIELD_FORMAT_NAMES.map((name) => formatMessageKey(name, 'shape')),
      formatMessageKey('nuban', 'checkDigit'),
      formatMessageKey({ pattern: '^A$', example: 'A' }, 'shape'),
      'format.markup',
    ];
    for (const key of keys) {
      for (const language of ['en', 'pt', 'zh'] as const) {
        expect(catalogues[language]![key], `${language} ${key}`).toMatch(/\S/);
      }
    }
  });

  it("hold the spec's texts", () => {
    expect(en['tenant.unauthorized']).toBe(
      'This domain is not authorized. Please contact support.',
    );
    expect(en['error.network']).toBe('Network Error');
    expect(en['list.loadFailed']).toBe('Load failed, please try again.');
    expect(en['success.buy']).toBe('Buy Success!');
    expect(en['message.passwordsDifferent']).toBe('Two passwords are different');
  });
});
