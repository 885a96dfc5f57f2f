import { useState } from 'react';
import type { AmountProblem } from './offer-math';

/**
 * A money amount typed into an offer's popup. Its problem shows only once the investor has
 * tried to send it, and hides again as they edit; a send, answered or refused, closes the
 * popup (the toast tells which).
 */
export function useAmountSubmit(
  problemOf: (amount: string) => AmountProblem | null,
  send: (amount: string) => Promise<unknown>,
  onClose: () => void,
) {
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = problemOf(amount);

  const edit = (value: string) => {
    setAmount(value);
    setChecked(false);
  };

  const submit = async () => {
    setChecked(true);
    if (problem !== null) return;
    setBusy(true);
    await send(amount.trim());
    onClose();
  };

  return { amount, setAmount, edit, problem, shownProblem: checked ? problem : null, busy, submit };
}
