import { Cell, useColorScheme } from '@trading/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCHEME_CHOICE_TEXT } from './scheme-choice-text';

const AppearanceSheet = lazy(() =>
  import('./appearance-sheet').then(({ AppearanceSheet }) => ({ default: AppearanceSheet })),
);

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
        value={intl.formatMessage({ id: SCHEME_CHOICE_TEXT[choice] })}
        isLink
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense>
          <AppearanceSheet title={title} onChoose={setChoice} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
