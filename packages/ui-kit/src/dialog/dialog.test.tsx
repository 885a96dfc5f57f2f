import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { ActionSheet } from '../action-sheet/action-sheet';
import { Picker } from '../picker/picker';
import { Dialog, useConfirm } from './dialog';

describe('Dialog', () => {
  it('is an alertdialog with Cancel focused first and both callbacks', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderKit(
      <Dialog
        open
        title="Confirm deletion"
        message="Remove ACME?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Confirm deletion' })).toBeInTheDocument();
    expect(screen.getByText('Remove ACME?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('useConfirm resolves with the choice', async () => {
    const user = userEvent.setup();
    const results: boolean[] = [];
    function Screen() {
      const { confirm, dialog } = useConfirm();
      return (
        <>
          <button onClick={async () => results.push(await confirm({ title: 'Confirm deletion' }))}>
            Delete
          </button>
          {dialog}
        </>
      );
    }
    renderKit(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(results).toEqual([true]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(results).toEqual([true, false]));
  });
});

describe('ActionSheet', () => {
  it('reports the chosen action and closes; disabled actions cannot be chosen', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderKit(
      <ActionSheet
        open
        aria-label="Bank account"
        actions={[
          { name: 'Edit' },
          { name: 'Delete', danger: true },
          { name: 'Archive', disabled: true },
        ]}
        onSelect={onSelect}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Bank account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSelect).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'Delete' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Picker', () => {
  it('shows the current choice checked and picks a new one', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('NIN');
      const [open, setOpen] = useState(true);
      return (
        <>
          <output>{value}</output>
          <Picker
            open={open}
            title="ID type"
            value={value}
            options={['NIN', 'BVN', 'PVC'].map((id) => ({ value: id, label: id }))}
            onSelect={setValue}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    renderKit(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'ID type' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'NIN' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'BVN' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument());
    expect(screen.getByText('BVN', { selector: 'output' })).toBeInTheDocument();
  });
});
