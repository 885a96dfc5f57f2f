import { useId } from 'react';

/**
 * The ids of a field's control and of the message under it. While the value is refused the
 * control is marked invalid and described by the message, so a screen reader reads it out.
 */
export function useFieldMessage(refused: boolean) {
  const id = useId();
  const messageId = `${id}-message`;
  return {
    id,
    messageId,
    control: {
      id,
      'aria-invalid': refused || undefined,
      'aria-describedby': refused ? messageId : undefined,
      $invalid: refused,
    },
  };
}
