import type { Stock } from '@trading/contract';
import { IconButton } from '@trading/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BellIcon } from '../market-icons/icons';

// Fetched on the first tap: the sheet's form and picker stay off the stock page's first load.
const SetAlertSheet = lazy(() =>
  import('./set-alert-sheet').then(({ SetAlertSheet }) => ({ default: SetAlertSheet })),
);

/** The stock detail's "Set alert" button; a visitor is sent to sign in first. */
export function AlertBell({
  stock,
  sign,
  loggedIn,
}: {
  stock: Stock;
  sign: string;
  loggedIn: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'alert.set' })}
        onClick={() => (loggedIn ? setOpen(true) : void navigate('/LoginUp'))}
      >
        <BellIcon strokeWidth={1.6} />
      </IconButton>
      {open && (
        <Suspense>
          <SetAlertSheet open stock={stock} sign={sign} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
