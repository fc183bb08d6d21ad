import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroBackdrop } from './hero-backdrop.tsx';
import { prefersLightMedia } from './use-after-load-idle.ts';

describe('HeroBackdrop', () => {
  it('paints the poster first and swaps in the moving clip once the page is loaded and idle', async () => {
    const { container } = render(<HeroBackdrop reducedMotion={false} paused={false} />);
    expect(container.querySelector('picture img')).not.toBeNull();
    expect(container.querySelector('video')).toBeNull();
    await waitFor(() => expect(container.querySelector('video source[type="video/webm"]')).not.toBeNull());
    expect(container.querySelector('picture')).toBeNull();
  });

  it('keeps the still poster for visitors who asked for reduced motion', async () => {
    const { container } = render(<HeroBackdrop reducedMotion paused={false} />);
    await new Promise((r) => setTimeout(r, 400));
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('picture img')).not.toBeNull();
  });
});

describe('prefersLightMedia', () => {
  const nav = (connection?: object) => ({ connection }) as unknown as Navigator;
  it('is true when the visitor saves data or is on a slow connection, false otherwise', () => {
    expect(prefersLightMedia(nav({ saveData: true }))).toBe(true);
    expect(prefersLightMedia(nav({ effectiveType: '3g' }))).toBe(true);
    expect(prefersLightMedia(nav({ effectiveType: '4g' }))).toBe(false);
    expect(prefersLightMedia(nav())).toBe(false);
  });
});
