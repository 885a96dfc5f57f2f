import type { Language } from '@trading/contract';
import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fieldLook } from '../shell/field-look';

/** Where the console keeps the language a staff member picked (this browser, every tab). */
export const LANGUAGE_KEY = 'backoffice.language';

/** Each language named in itself: a reader of another language still finds their own. */
const NAMES: Record<Language, string> = { en: 'English', pt: 'Português', zh: '中文' };

export interface LanguageChoice {
  language: Language;
  offered: readonly Language[];
  choose(language: Language): void;
}

export const LanguageContext = createContext<LanguageChoice | null>(null);

const Select = styled.select`
  ${fieldLook}
  width: auto;
`;

/** The tenant's languages to pick from (none when it offers one). */
export function LanguagePicker() {
  const intl = useIntl();
  const choice = useContext(LanguageContext);
  if (!choice || choice.offered.length < 2) return null;
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'language.label' })}
      value={choice.language}
      onChange={(event) => choice.choose(event.target.value as Language)}
    >
      {choice.offered.map((language) => (
        <option key={language} value={language} lang={language}>
          {NAMES[language]}
        </option>
      ))}
    </Select>
  );
}
