import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { FormFooter } from './form-footer.tsx';

describe('FormFooter', () => {
  it('ends an editable form with Cancel and the submit button', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<FormFooter onCancel={onCancel} saving={false} submitLabel="Resolve" />);
    expect(screen.getByRole('button', { name: 'Resolve' })).toHaveAttribute('type', 'submit');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('offers only Back on a form the user may only read', () => {
    renderWithProviders(<FormFooter onCancel={vi.fn()} saving={false} editable={false} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back']);
  });
});
