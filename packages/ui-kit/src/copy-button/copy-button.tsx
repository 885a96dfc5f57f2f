import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { CopyIcon } from '../icons/icons';
import { useUiText } from '../text/ui-text';
import { useToast } from '../toast/toast-provider';
import { copyText } from './copy-text';

export interface CopyButtonProps {
  /** What goes to the clipboard (account number, USDT address). */
  text: string;
  /** Visible label; icon-only when omitted, so give an aria-label then. */
  children?: ReactNode;
  'aria-label'?: string;
  onCopied?: () => void;
}

/** Copies `text`, then toasts "Copied successfully!" (or the failure text). */
export function CopyButton({ text, children, 'aria-label': ariaLabel, onCopied }: CopyButtonProps) {
  const uiText = useUiText();
  const toast = useToast();
  return (
    <Button
      $variant="text"
      aria-label={ariaLabel}
      onClick={async () => {
        const copied = await copyText(text);
        toast.show(copied ? uiText.copied : uiText.copyFailed);
        if (copied) onCopied?.();
      }}
    >
      <CopyIcon size={18} />
      {children}
    </Button>
  );
}
