import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ActionsPager } from './actions-pager.tsx';

describe('ActionsPager', () => {
  it.each([
    [1, 'Showing 1-1 of 1 audit'],
    [3, 'Showing 1-3 of 3 audits'],
  ])('%d audit(s): "%s"', (count, text) => {
    renderWithProviders(<ActionsPager page={1} size={25} shown={count} count={count} onPage={() => undefined} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
