import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';

describe('the theme', () => {
  it('keeps no closed list in the page: a Select adds its options only when opened (issue 37 item 16)', async () => {
    renderWithProviders(<Select label="Country" data={['Chile', 'Norway']} />);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(screen.queryByText('Norway')).toBeNull();
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: 'Norway' })).toBeInTheDocument();
  });
});
