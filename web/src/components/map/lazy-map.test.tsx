import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapMessages } from '@aquarisk/contract/messages';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { FarmMap } from './farm-map.tsx';

/** jsdom has no WebGL 2, as some browsers and locked-down machines: MapLibre throws when the map starts. */
describe('a map the browser cannot draw', () => {
  it('says so in its own place and leaves the page around it', async () => {
    renderWithProviders(
      <main>
        <h1>Saronic Gulf Pens</h1>
        <FarmMap
          points={[{ id: 'f1', name: 'Saronic Gulf Pens', latitude: 37.9, longitude: 23.6 }]}
          ariaLabel="Farm location"
          height={240}
        />
      </main>,
    );
    expect(await screen.findByRole('note', { name: mapMessages.unavailableTitle }, { timeout: 20_000 })).toHaveTextContent(
      mapMessages.unavailable,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Saronic Gulf Pens' })).toBeVisible();
  });
});
