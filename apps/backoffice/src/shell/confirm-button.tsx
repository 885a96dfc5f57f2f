import { Button } from '@trading/ui-kit';
import { useState, type ReactNode } from 'react';

export interface ConfirmButtonProps {
  /** The first press: what the change is ("Close now"). */
  label: ReactNode;
  /** The second press, naming what it changes ("Close IPO 12: Dangote Cement?"). */
  confirm: ReactNode;
  /** The way back ("Keep it open"). */
  keep: ReactNode;
  /** While the change is being sent: the second press cannot send it twice. */
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}

/**
 * A change that cannot be taken back asks twice: the first press offers the confirmation,
 * which names its object, beside a way back.
 */
export function ConfirmButton({ label, confirm, keep, busy, onConfirm }: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button $variant="default" onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  return (
    <>
      <Button
        $variant="danger"
        disabled={busy}
        onClick={async () => {
          await onConfirm();
          setConfirming(false);
        }}
      >
        {confirm}
      </Button>
      <Button $variant="text" onClick={() => setConfirming(false)}>
        {keep}
      </Button>
    </>
  );
}
