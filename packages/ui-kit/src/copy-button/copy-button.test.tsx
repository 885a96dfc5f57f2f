import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('writes to the clipboard and toasts "Copied successfully!"', async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    renderKit(<CopyButton text="TXYZ123" aria-label="Copy address" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Copied successfully!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('TXYZ123');
    expect(onCopied).toHaveBeenCalledTimes(1);
  });

  it('says so when copying fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    renderKit(<CopyButton text="x">Copy</CopyButton>);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});
