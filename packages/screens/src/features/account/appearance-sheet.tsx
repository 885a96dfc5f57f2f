import { SCHEME_CHOICES, type SchemeChoice } from '@trading/contract/tenant';
import { ActionSheet } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { SCHEME_CHOICE_TEXT } from './scheme-choice-text';

/** The System / Light / Dark sheet (its own chunk: the popup library stays off the account page's first load). */
export function AppearanceSheet({
  title,
  onChoose,
  onClose,
}: {
  title: string;
  onChoose: (choice: SchemeChoice) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ActionSheet
      open
      title={title}
      actions={SCHEME_CHOICES.map((option) => ({
        name: intl.formatMessage({ id: SCHEME_CHOICE_TEXT[option] }),
      }))}
      onSelect={(index) => onChoose(SCHEME_CHOICES[index]!)}
      onClose={onClose}
    />
  );
}
