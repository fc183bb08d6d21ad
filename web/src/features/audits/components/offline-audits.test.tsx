import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { signInAs, userWith } from '../../../test/session-fixtures.ts';
import { offlinePackage } from '../../../test/offline-fixtures.ts';
import { enqueueAnswer, writePackage } from '../../../lib/offline/offline-db.ts';
import { syncStatus } from '../../../lib/offline/sync-status.ts';
import { OfflineAudits } from './offline-audits.tsx';

afterEach(() => syncStatus.set({ online: true }));

describe('the audits kept on this device', () => {
  it('offline, lists them with the answers waiting, linking to their questions', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    const pkg = offlinePackage();
    await writePackage({ userExtId: 'u-1', surveyExtId: 's-1', pkg, cursor: null });
    await writePackage({
      userExtId: 'u-9',
      surveyExtId: 's-9',
      pkg: offlinePackage({ survey: { ...pkg.survey, name: 'Not mine' } }),
      cursor: null,
    });
    await enqueueAnswer({
      clientId: '00000000-0000-4000-8000-000000000001',
      userExtId: 'u-1',
      surveyExtId: 's-1',
      questionId: 1,
      questionText: 'Q',
      answerValue: 'YES',
      answerShown: 'Yes',
      snapshotHash: 'hash-1',
      givenAt: '2026-11-28T10:00:00.000Z',
    });
    syncStatus.set({ online: false });
    renderWithProviders(<OfflineAudits />);
    const link = await screen.findByRole('link', { name: pkg.survey.name });
    expect(link).toHaveAttribute('href', '/audit/view-audit/s-1');
    expect(screen.getByText('1 pending')).toBeInTheDocument();
    expect(screen.queryByText('Not mine')).not.toBeInTheDocument();
  });

  it('online, shows nothing (the list itself loads)', () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    renderWithProviders(<OfflineAudits />);
    expect(screen.queryByTestId('offline-audits')).not.toBeInTheDocument();
  });
});
