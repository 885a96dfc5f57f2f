import type { UserBank } from '@trading/contract';
import { ActionSheet, Button } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCoolingNote } from '../../shared/forms/use-cooling-note';

/**
 * "Choose a saved account": fills the form from one of the user's saved banks or addresses
 * (withdrawals go only to those); one still cooling off says from when it can be used.
 */
export function SavedAccountPicker({
  accounts,
  onPick,
}: {
  accounts: UserBank[];
  onPick: (account: UserBank) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const coolingNote = useCoolingNote();
  if (accounts.length === 0) return null;
  return (
    <>
      <Button $variant="text" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'withdraw.chooseSaved' })}
      </Button>
      <ActionSheet
        open={open}
        title={intl.formatMessage({ id: 'withdraw.chooseSaved' })}
        cancelText={intl.formatMessage({ id: 'ui.cancel' })}
        actions={accounts.map((account) => ({
          name: account.usdt
            ? account.accountNumber
            : `${account.bank ?? ''} ${account.accountNumber}`,
          description: [account.accountName, coolingNote(account)].filter(Boolean).join(' · '),
        }))}
        onSelect={(index) => {
          const account = accounts[index];
          if (account) onPick(account);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
