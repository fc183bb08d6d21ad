import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultActionDueDays } from '@aquarisk/contract/action-due';
import { jsonResponse, renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { apiAction } from '../../../../test/contract-fixtures.ts';
import { sentJson, signInAs, stubApi, userWith } from '../../../../test/session-fixtures.ts';
import { questionContext } from '../question-fixtures.ts';
import { NewActionModal } from './new-action-modal.tsx';

// ProseMirror needs layout APIs jsdom lacks; the editor is stood in for by a textarea holding the same HTML.
vi.mock('../../../../components/rich-text/rich-text-input.tsx', () => ({
  RichTextInput: ({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) => (
    <div>
      <label htmlFor="rt">{label}</label>
      <textarea id="rt" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  ),
}));

/** Issue 37 item 8: an auditor hands an action to the farm's people, not only to themselves. */
describe('New Action: the Owner list of an auditor', () => {
  it('offers the farm’s people from the server, and saves the one chosen', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    const fetchMock = stubApi({
      'GET /api/v1/company/c-a/action-due-days': () => jsonResponse(200, { dueDays: defaultActionDueDays }),
      'GET /api/v1/survey/s-1/action-owners': () =>
        jsonResponse(200, {
          owners: [
            { externalId: 'u-farmer', name: 'Fiona Farmer' },
            { externalId: 'u-site', name: 'Sigrid Site Manager' },
          ],
        }),
      'POST /api/v1/survey/s-1/action': () => jsonResponse(201, apiAction({ externalId: 'a-2' })),
      'GET /api/v1/survey/s-1/current': () => jsonResponse(200, questionContext('YES_NO')),
    });
    renderWithProviders(<NewActionModal surveyExtId="s-1" questionId={24} opened onClose={vi.fn()} actions={[]} />);
    const owner = await screen.findByRole('combobox', { name: /Owner/ });
    await userEvent.click(owner);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fiona Farmer' })).toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'Sigrid Site Manager' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ingrid Hansen (me)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Fiona Farmer' }));

    await userEvent.type(screen.getByLabelText(/Title/), 'Mend the net');
    await userEvent.type(screen.getByLabelText('Description'), ' torn');
    await userEvent.click(screen.getByRole('combobox', { name: /Risk level/ }));
    await userEvent.click(screen.getByRole('option', { name: 'HIGH' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentJson(fetchMock, 'POST')).toMatchObject({ ownerExtId: 'u-farmer' }));
  });
});
