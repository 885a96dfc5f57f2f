import type { Language } from '@trading/contract';
import { selectLanguage } from '@trading/api';
import { useTenant } from '@trading/screens/context';
import { numberLocaleOf, setNumberLocale, UiTextProvider } from '@trading/ui-kit';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { loadMessages, type Messages } from './load-messages';
import { translatedUiText } from './ui-text';

export interface Catalogue {
  language: Language;
  messages: Messages;
}

function KitText({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const text = useMemo(() => translatedUiText(intl), [intl]);
  return <UiTextProvider text={text}>{children}</UiTextProvider>;
}

/**
 * Texts in the session's language (the api's session slice owns and stores the choice),
 * and `<html lang>` to match.
 */
export function I18nProvider({
  initial = null,
  children,
}: {
  /** A catalogue loaded before the first render, which then needs no empty pass. */
  initial?: Catalogue | null;
  children: ReactNode;
}) {
  const language = useSelector(selectLanguage);
  const { grouping } = useTenant().definition.money;
  const [catalogue, setCatalogue] = useState<Catalogue | null>(initial);

  useEffect(() => {
    let current = true;
    void loadMessages(language).then((messages) => {
      // The same catalogue again (the initial one) keeps its object: no re-render of the app.
      if (current)
        setCatalogue((shown) =>
          shown?.language === language && shown.messages === messages
            ? shown
            : { language, messages },
        );
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    if (catalogue) document.documentElement.lang = catalogue.language;
  }, [catalogue]);

  // Until the first catalogue arrives there is nothing to say; later switches keep the old
  // texts on screen until the new ones are in.
  if (!catalogue) return null;
  // Set before the screens render, so every amount (components, plain helpers and the live
  // tick path alike) is written in this language; the key re-mounts memoised screens on a
  // switch, which would otherwise keep amounts in the old format until their next change.
  // Digits are grouped the tenant's way (lakh and crore for INR) in each of its languages.
  setNumberLocale(numberLocaleOf(catalogue.language, grouping));
  return (
    <IntlProvider locale={catalogue.language} defaultLocale="en" messages={catalogue.messages}>
      <KitText key={catalogue.language}>{children}</KitText>
    </IntlProvider>
  );
}
