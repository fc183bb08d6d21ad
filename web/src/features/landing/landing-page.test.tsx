import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LANDING_SPECIES } from '@aquarisk/contract/species';
import { LandingPage } from './landing-page.tsx';

function renderPage() {
  render(
    <MantineProvider>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('LandingPage', () => {
  beforeAll(() => {
    // jsdom has no media playback
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  });

  it('has the landmarks and the sections of spec 1 §1', () => {
    renderPage();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/aerial and sub-sea risk audits for aquaculture/i);
    for (const name of ['Aerial assessment', 'Sub-sea assessment', 'Action Center', 'RISK SCORES', 'Risk Categories', 'Species']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('explains the five risk levels word for word and lists the twelve species', () => {
    renderPage();
    const scores = screen.getByRole('region', { name: 'RISK SCORES' });
    const levels = within(scores)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(levels).toEqual([
      'Low:highly unlikely to require action.',
      'Moderate Low:may require action, but not likely.',
      'Moderate:may require action.',
      'Moderate High:likely to require action.',
      'High:highly likely to require action in the near future.',
    ]);
    const species = within(screen.getByRole('region', { name: 'Species' })).getAllByRole('listitem');
    expect(species.map((li) => li.textContent)).toEqual([...LANDING_SPECIES]);
  });

  it('links Sign in to /login, Book a Demo to the contact anchor and the footer outside the product', () => {
    renderPage();
    for (const link of screen.getAllByRole('link', { name: 'Sign in' })) expect(link).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '#contact');
    expect(document.getElementById('contact')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    const names = [/Who we are/, /Privacy policy/, /Contacts/, /LinkedIn/, /YouTube/, /on X/];
    for (const name of names) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('opens the full video in a dialog with player controls', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Watch full video' }));
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video?.querySelector('source[type="video/mp4"]')).toHaveAttribute('src', '/media/hero-loop.mp4');
  });
});
