import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { mapModes } from '../map-modes.ts';
import { MapLegend } from './map-legend.tsx';

describe('MapLegend (issue 39 item 5)', () => {
  it('explains the stale ring with the number of stale farms, only when there are some', () => {
    const { unmount } = renderWithProviders(<MapLegend mode={mapModes.risk} section={null} shown={5} hidden={0} stale={2} />);
    expect(screen.getByTestId('map-legend-stale')).toHaveTextContent('stale: latest audit older than the audit interval (2)');
    unmount();
    renderWithProviders(<MapLegend mode={mapModes.risk} section={null} shown={5} hidden={0} stale={0} />);
    expect(screen.getByTestId('map-legend')).toBeInTheDocument();
    expect(screen.queryByTestId('map-legend-stale')).toBeNull();
  });
});
