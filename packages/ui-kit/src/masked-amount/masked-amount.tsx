import type { ReactNode } from 'react';
import { IconButton } from '../button/button';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { useUiText } from '../text/ui-text';

/** What a hidden balance shows instead of the amount. */
const BALANCE_MASK = '******';

export interface MaskedAmountProps {
  /** The formatted amount (use PriceText or formatMoney). */
  children: ReactNode;
  hidden: boolean;
}

/** Shows ****** instead of the amount when the user hides balances. */
export function MaskedAmount({ children, hidden }: MaskedAmountProps) {
  const text = useUiText();
  if (!hidden) return <>{children}</>;
  return (
    <span role="img" aria-label={text.hiddenAmount}>
      {BALANCE_MASK}
    </span>
  );
}

export interface MaskToggleProps {
  hidden: boolean;
  onToggle: (hidden: boolean) => void;
}

/** The eye button that shows or hides balances. */
export function MaskToggle({ hidden, onToggle }: MaskToggleProps) {
  const text = useUiText();
  return (
    <IconButton
      aria-label={hidden ? text.showAmount : text.hideAmount}
      onClick={() => onToggle(!hidden)}
    >
      {hidden ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
}
