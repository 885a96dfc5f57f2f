import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Popup } from '../popup/popup';
import { useUiText } from '../text/ui-text';

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  message?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** An alert has only the confirm button. */
  showCancel?: boolean;
  /** "danger" for destructive confirmations such as deletion. */
  confirmVariant?: 'primary' | 'danger';
  onConfirm: () => void;
  /** Cancel, Escape and the overlay. */
  onCancel: () => void;
  children?: ReactNode;
}

const Message = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px ${theme.space.xl}px`};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px;
  & > * {
    flex: 1;
  }
`;

/** A centred confirm or alert dialog (role alertdialog); Cancel comes first and gets focus. */
export function Dialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  showCancel = true,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  children,
}: DialogProps) {
  const text = useUiText();
  const messageId = useId();
  return (
    <Popup
      open={open}
      onClose={onCancel}
      position="center"
      role="alertdialog"
      title={title}
      closeOnOverlay={false}
    >
      {message !== undefined && <Message id={messageId}>{message}</Message>}
      {children}
      <Actions>
        {showCancel && <Button onClick={onCancel}>{cancelText ?? text.cancel}</Button>}
        <Button $variant={confirmVariant} onClick={onConfirm}>
          {confirmText ?? text.confirm}
        </Button>
      </Actions>
    </Popup>
  );
}

export type ConfirmOptions = Omit<DialogProps, 'open' | 'onConfirm' | 'onCancel' | 'children'>;

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
  open: boolean;
}

/**
 * Promise-style confirmation: `if (await confirm({ title: text.confirmDeletion })) remove()`.
 * Render the returned `dialog` element once in the component.
 */
export function useConfirm() {
  const [pending, setPending] = useState<PendingConfirm | null>(null);

  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    // Keep the options while the dialog animates out.
    setPending((current) => (current ? { ...current, open: false } : null));
  };

  const confirm = (options: ConfirmOptions) =>
    new Promise<boolean>((resolve) => {
      setPending({ options, resolve, open: true });
    });

  const dialog = (
    <Dialog
      {...pending?.options}
      open={pending?.open ?? false}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );

  return { confirm, dialog };
}
