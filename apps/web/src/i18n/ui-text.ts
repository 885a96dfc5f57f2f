import { defaultUiText, type UiText } from '@trading/ui-kit';
import type { IntlShape } from 'react-intl';

type StringKey = { [K in keyof UiText]: UiText[K] extends string ? K : never }[keyof UiText];

const stringKeys = (Object.keys(defaultUiText) as (keyof UiText)[]).filter(
  (key): key is StringKey => typeof defaultUiText[key] === 'string',
);

/** The kit's default strings in the current language; catalogue keys are `ui.<name>`. */
export function translatedUiText(intl: IntlShape): UiText {
  const strings = Object.fromEntries(
    stringKeys.map((key) => [key, intl.formatMessage({ id: `ui.${key}` })]),
  ) as Pick<UiText, StringKey>;
  return {
    ...strings,
    slideLabel: (position, total) =>
      intl.formatMessage({ id: 'ui.slideLabel' }, { position, total }),
    imageLabel: (position) => intl.formatMessage({ id: 'ui.imageLabel' }, { position }),
    uploadCount: (count, max) => intl.formatMessage({ id: 'ui.uploadCount' }, { count, max }),
    uploadTooMany: (refused, max) =>
      intl.formatMessage({ id: 'ui.uploadTooMany' }, { refused, max }),
  };
}
