import { SCHEME_CHOICES, type SchemeChoice } from '@trading/contract/tenant';
import { ActionSheet, Cell, useColorScheme } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';

const CHOICE_TEXT: Record<SchemeChoice, string> = {
  system: 'account.appearance.system',
  light: 'account.appearance.light',
  dark: 'account.appearance.dark',
};

/** Account → Appearance: System / Light / Dark, kept on the device. A pinned tenant has none. */
export function AppearanceCell() {
  const intl = useIntl();
  const { offered, choice, setChoice } = useColorScheme();
  const [open, setOpen] = useState(false);
  if (offered.length < 2) return null;
  const title = intl.formatMessage({ id: 'account.appearance' });
  return (
    <>
      <Cell
        title={title}
        value={intl.formatMessage({ id: CHOICE_TEXT[choice] })}
        isLink
        onClick={() => setOpen(true)}
      />
      <ActionSheet
        open={open}
        title={title}
        actions={SCHEME_CHOICES.map((option) => ({
          name: intl.formatMessage({ id: CHOICE_TEXT[option] }),
        }))}
        onSelect={(index) => setChoice(SCHEME_CHOICES[index]!)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
