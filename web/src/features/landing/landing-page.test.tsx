import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('has the landmarks and the sections of docs/requirements.md#core-1', () => {
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

  afterEach(() => vi.unstubAllEnvs());

  it('links Sign in to /login, Book a Demo to the contact anchor and the footer to the configured pages outside the product', () => {
    const configured = {
      VITE_LINK_WHO_WE_ARE: 'https://www.fjordrisk.no/om-oss',
      VITE_LINK_PRIVACY_POLICY: 'https://www.fjordrisk.no/personvern',
      VITE_LINK_CONTACTS: 'https://www.fjordrisk.no/kontakt',
      VITE_LINK_LINKEDIN: 'https://www.linkedin.com/company/fjordrisk',
      VITE_LINK_YOUTUBE: 'https://www.youtube.com/@fjordrisk',
      VITE_LINK_X: 'https://x.com/fjordrisk',
    };
    for (const [key, value] of Object.entries(configured)) vi.stubEnv(key, value);
    renderPage();
    for (const link of screen.getAllByRole('link', { name: 'Sign in' })) expect(link).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '#contact');
    expect(document.getElementById('contact')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    const names: [RegExp, string][] = [
      [/Who we are/, configured.VITE_LINK_WHO_WE_ARE],
      [/Privacy policy/, configured.VITE_LINK_PRIVACY_POLICY],
      [/Contacts/, configured.VITE_LINK_CONTACTS],
      [/LinkedIn/, configured.VITE_LINK_LINKEDIN],
      [/YouTube/, configured.VITE_LINK_YOUTUBE],
      [/on X/, configured.VITE_LINK_X],
    ];
    for (const [name, href] of names) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAttribute('href', href);
    }
  });

  it('hides footer links that are not configured, never showing a placeholder address (issue 21, item 20)', () => {
    vi.stubEnv('VITE_LINK_PRIVACY_POLICY', 'https://www.fjordrisk.no/personvern');
    vi.stubEnv('VITE_LINK_CONTACTS', 'javascript:alert(1)');
    renderPage();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'))
        .filter((href) => href?.startsWith('http') || href?.startsWith('javascript')),
    ).toEqual(['https://www.fjordrisk.no/personvern']);
    expect(within(footer).queryByRole('navigation', { name: 'Social media' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/aquarisk\.example|\.local\b/);
  });

  it('promises no photo proof that resolving an action cannot take yet (issue 37 item 9)', () => {
    renderPage();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/photo|attach|proof/i);
  });

  it('always links a privacy notice beside the contact form and in the footer (issue 37 item 16)', () => {
    renderPage();
    const notice = screen.getByRole('region', { name: 'Privacy notice' });
    expect(notice).toHaveAttribute('id', 'privacy');
    expect(notice).toHaveTextContent(/name, e-mail and message/i);
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByRole('link', { name: /privacy notice/i })).toHaveAttribute('href', '#privacy');
    const footer = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Aquarisk' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Request a demo', '#contact'],
      ['Privacy notice', '#privacy'],
      ['Sign in', '/login'],
    ]);
  });

  it('opens the demo film, not the ten-second background loop, in a dialog with player controls', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Watch full video' }));
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video?.querySelector('source[type="video/mp4"]')).toHaveAttribute('src', '/media/demo-film.mp4');
    expect(dialog.querySelector('source[src*="hero-loop"]')).toBeNull();
    expect(dialog).toHaveTextContent(/55-second film/);
  });
});
