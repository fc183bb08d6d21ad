import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { syncStatus, type SyncStatus } from '../../lib/offline/sync-status.ts';
import { SyncBadge, syncBadgeOf } from './sync-badge.tsx';

const base: SyncStatus = { online: true, syncing: false, pending: 0, refused: 0, retrying: false, synced: false, version: 0 };

describe('the sync badge', () => {
  it('says offline with what waits, syncing, pending, not saved, synced — and nothing before any offline work', () => {
    expect(syncBadgeOf(base)).toBeNull();
    expect(syncBadgeOf({ ...base, online: false })?.label).toBe(offlineMessages.offline);
    expect(syncBadgeOf({ ...base, online: false, pending: 1 })?.label).toBe('Offline · 1 answer pending');
    expect(syncBadgeOf({ ...base, online: false, pending: 12 })).toMatchObject({
      label: 'Offline · 12 answers pending',
      short: 'Offline · 12',
    });
    expect(syncBadgeOf({ ...base, syncing: true, pending: 3 })?.label).toBe(offlineMessages.syncing);
    expect(syncBadgeOf({ ...base, pending: 3, retrying: true })?.label).toBe('3 pending');
    expect(syncBadgeOf({ ...base, refused: 2, synced: true })?.label).toBe('2 not saved');
    expect(syncBadgeOf({ ...base, synced: true })?.label).toBe(offlineMessages.synced);
  });

  it('is a live status region that follows the store', async () => {
    renderWithProviders(<SyncBadge />);
    const region = screen.getByTestId('sync-badge');
    expect(region).toHaveAttribute('data-state', 'none');
    syncStatus.set({ online: false, pending: 2 });
    expect(await screen.findByText('Offline · 2 answers pending')).toBeInTheDocument();
    syncStatus.set({ online: true, pending: 0, synced: true });
    expect(await screen.findByText('Synced')).toBeInTheDocument();
    syncStatus.set({ ...base });
  });
});
