import { useState } from 'react';

/** What the typed text reads as: the value to send, or what is wrong with it. */
export type Reading<Problem, Value> = { ok: true; value: Value } | { ok: false; problem: Problem };

/**
 * Text typed into an offer's popup. Its problem shows only once the investor has tried to
 * send it, and hides again as they edit; a send, answered or refused, closes the popup (the
 * toast tells which).
 */
export function useTypedSubmit<Problem, Value>(
  initial: string,
  read: (text: string) => Reading<Problem, Value>,
  send: (value: Value) => Promise<unknown>,
  onClose: () => void,
) {
  const [text, setText] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const reading = read(text);
  const problem = reading.ok ? null : reading.problem;

  const edit = (value: string) => {
    setText(value);
    setChecked(false);
  };

  /** Marks the text as tried (its problem shows) and says whether it reads. */
  const check = () => {
    setChecked(true);
    return reading.ok;
  };

  const submit = async () => {
    setChecked(true);
    if (!reading.ok) return;
    setBusy(true);
    await send(reading.value);
    onClose();
  };

  return {
    text,
    setText,
    edit,
    reading,
    problem,
    check,
    shownProblem: checked ? problem : null,
    busy,
    submit,
  };
}
