import type { Language } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConsoleTenant } from '../tenant/tenant-context';
import type { NewsValues, TranslationValues } from './news-draft';
import { TextField } from '../shell/text-field';

const EMPTY: TranslationValues = { title: '', source: '', content: '' };

/**
 * The item's texts in the tenant's other languages, folded away: most items are written
 * once, and an empty field shows readers the item's own text.
 */
export function NewsTranslations(props: {
  values: NewsValues['translations'];
  errors: Record<string, string>;
  onChange: (language: Language, texts: TranslationValues) => void;
}) {
  const intl = useIntl();
  const tenant = useConsoleTenant();
  const others = tenant.languages.filter((l) => l !== tenant.defaultLanguage);
  if (others.length === 0) return null;
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  return (
    <details className="wide">
      <summary>
        <FormattedMessage id="content.news.translations" />
      </summary>
      {others.map((language) => {
        const texts = props.values[language] ?? EMPTY;
        const field = (name: keyof TranslationValues, label: string, multiline = false) => (
          <TextField
            label={label}
            labelValues={{ language: names.of(language) ?? language }}
            value={texts[name]}
            error={props.errors[`translations.${language}.${name}`]}
            multiline={multiline}
            onChange={(value) => props.onChange(language, { ...texts, [name]: value })}
          />
        );
        return (
          <fieldset key={language} lang={language}>
            {field('title', 'content.news.titleIn')}
            {field('source', 'content.news.sourceIn')}
            {field('content', 'content.news.bodyIn', true)}
          </fieldset>
        );
      })}
    </details>
  );
}
