import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ConfirmDelete } from './confirm-dialog.tsx';

describe('ConfirmDelete', () => {
  it('asks under the title "Delete <what>", Cancel focused, and deletes only on Delete', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDelete what="farm" opened message="Delete Loch Creran?" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete farm' });
    expect(within(dialog).getByText('Delete Loch Creran?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-autofocus');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
