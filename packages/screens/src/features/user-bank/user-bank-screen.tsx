import { useUserBankDeleteMutation, useUserBanksQuery } from '@trading/api';
import { USDT_NETWORK, type UserBank } from '@trading/contract';
import {
  ActionSheet,
  Button,
  Cell,
  CellGroup,
  Empty,
  ErrorPanel,
  Skeleton,
  useConfirm,
  useToast,
} from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { useApiCall } from '../../shared/forms/use-api-call';
import { useCoolingNote } from '../../shared/forms/use-cooling-note';
import { BankAccountSheet, type BankAccountSheetProps } from './bank-account-sheet';

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
`;

/** /userBank: saved bank accounts and USDT addresses; add, edit and delete through sheets. */
export function UserBankScreen() {
  const intl = useIntl();
  const toast = useToast();
  const banks = useUserBanksQuery();
  const [remove] = useUserBankDeleteMutation();
  const { call } = useApiCall();
  const { confirm, dialog } = useConfirm();
  const cooling = useCoolingNote();
  const coolingNote = (bank: UserBank) => {
    const note = cooling(bank);
    return note === null ? '' : ` · ${note}`;
  };
  const [choosingKind, setChoosingKind] = useState(false);
  const [actionsFor, setActionsFor] = useState<UserBank | null>(null);
  const [editing, setEditing] = useState<BankAccountSheetProps['editing'] | null>(null);

  const deleteBank = async (bank: UserBank) => {
    const confirmed = await confirm({
      message: intl.formatMessage({ id: 'message.confirmDeletion' }),
      confirmText: intl.formatMessage({ id: 'ui.confirm' }),
      cancelText: intl.formatMessage({ id: 'ui.cancel' }),
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    const result = await call(() => remove({ bankId: bank.id }));
    if (result.ok) toast.show(intl.formatMessage({ id: 'success.delete' }));
  };

  let body;
  if (banks.isError && !banks.data) body = <ErrorPanel onRetry={() => void banks.refetch()} />;
  else if (!banks.data) body = <Skeleton rows={4} />;
  else if (banks.data.length === 0) body = <Empty />;
  else
    body = (
      <CellGroup>
        {banks.data.map((bank) => (
          <Cell
            key={bank.id}
            title={bank.usdt ? `USDT (${USDT_NETWORK})` : (bank.bank ?? '')}
            label={`${bank.accountName} · ${bank.accountNumber}${coolingNote(bank)}`}
            isLink
            onClick={() => setActionsFor(bank)}
          />
        ))}
      </CellGroup>
    );

  return (
    <>
      <ScreenBar title="route.userBank" />
      {body}
      <Footer>
        <Button $variant="primary" $block onClick={() => setChoosingKind(true)}>
          {intl.formatMessage({ id: 'bank.add' })}
        </Button>
      </Footer>
      <ActionSheet
        open={choosingKind}
        title={intl.formatMessage({ id: 'bank.add' })}
        cancelText={intl.formatMessage({ id: 'ui.cancel' })}
        actions={[
          { name: intl.formatMessage({ id: 'bank.bankAccount' }) },
          { name: intl.formatMessage({ id: 'bank.usdtAddress' }) },
        ]}
        onSelect={(index) => setEditing({ usdt: index === 1 })}
        onClose={() => setChoosingKind(false)}
      />
      <ActionSheet
        open={actionsFor !== null}
        aria-label={intl.formatMessage({ id: 'bank.actions' })}
        cancelText={intl.formatMessage({ id: 'ui.cancel' })}
        actions={[
          { name: intl.formatMessage({ id: 'bank.edit' }) },
          { name: intl.formatMessage({ id: 'bank.delete' }), danger: true },
        ]}
        onSelect={(index) => {
          if (!actionsFor) return;
          if (index === 0) setEditing({ usdt: actionsFor.usdt, bank: actionsFor });
          else void deleteBank(actionsFor);
        }}
        onClose={() => setActionsFor(null)}
      />
      {editing && <BankAccountSheet editing={editing} onClose={() => setEditing(null)} />}
      {dialog}
    </>
  );
}
