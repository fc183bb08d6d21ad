import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { AssignMultiSelect } from './assign-multi-select.tsx';

const farms = [
  { value: 'f-1', label: 'Loch Creran' },
  { value: 'f-2', label: 'Lofoten North' },
];

function Picker() {
  const [value, setValue] = useState<string[]>([]);
  const field = { ref: () => undefined, value, onChange: setValue, onBlur: () => undefined };
  return <AssignMultiSelect field={field} label="Assigned farms" hint="Start typing a farm name" data={farms} />;
}

describe('AssignMultiSelect', () => {
  it('hints while nothing is picked; a picked option leaves the list and the hint goes', async () => {
    renderWithProviders(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Assigned farms' });
    expect(input).toHaveAttribute('placeholder', 'Start typing a farm name');
    const u = userEvent.setup();
    await u.type(input, 'Loch');
    await u.click(await screen.findByRole('option', { name: 'Loch Creran' }));
    expect(input).not.toHaveAttribute('placeholder');
    await u.clear(input);
    await u.click(input);
    expect(await screen.findByRole('option', { name: 'Lofoten North' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Loch Creran' })).not.toBeInTheDocument();
  });
});
