import { BottomSheet, Button } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

/** What every offering popup takes: the offer, and the send of the amount typed for it. */
export interface OfferPopupProps<Item, Amount> {
  item: Item;
  onClose: () => void;
  /** Resolves once the call is answered or refused; the popup then closes. */
  onSend: (amount: Amount) => Promise<unknown>;
}

/**
 * An offering's bottom sheet (subscribe, buy, fund): its fields in a padded column, then the
 * one button that sends, disabled while the send is on its way.
 */
export function OfferPopup({
  title,
  onClose,
  busy,
  onConfirm,
  confirmId = 'ui.confirm',
  children,
}: {
  title: string;
  onClose: () => void;
  busy: boolean;
  onConfirm: () => Promise<void>;
  /** The button's message id. */
  confirmId?: string;
  children: ReactNode;
}) {
  return (
    <BottomSheet open onClose={onClose} title={title}>
      <Body>
        {children}
        <Button $variant="primary" $block disabled={busy} onClick={() => void onConfirm()}>
          <FormattedMessage id={confirmId} />
        </Button>
      </Body>
    </BottomSheet>
  );
}
