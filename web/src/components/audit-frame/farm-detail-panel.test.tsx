import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { apiFarm } from '../../test/contract-fixtures.ts';
import { signInAs, userWith } from '../../test/session-fixtures.ts';
import { mediaItem } from '../audit-media/media-test-data.ts';
import { FarmDetailPanel } from './farm-detail-panel.tsx';

describe('FarmDetailPanel site image', () => {
  it('is shown whole (object-fit contain), never cropped to fill the box', () => {
    signInAs(userWith(['ROLE_USER']));
    const siteImage = mediaItem({ category: 'map', name: 'site-plan.png', contentType: 'image/png' });
    renderWithProviders(<FarmDetailPanel farm={apiFarm({ latitude: null, longitude: null })} siteImage={siteImage} />);
    const image = screen.getByRole('img', { name: 'Site image of Hardanger' });
    expect(image.style.getPropertyValue('--image-object-fit')).toBe('contain');
  });
});
