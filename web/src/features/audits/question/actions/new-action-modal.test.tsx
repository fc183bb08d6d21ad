import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FINDINGS_DEFAULT_HTML } from '@aquarisk/contract/answers/answer-rules';
import { jsonResponse, renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../../../test/session-fixtures.ts';
import { apiAction } from '../../../../test/contract-fixtures.ts';
import { questionContext } from '../question-fixtures.ts';
import { NewActionModal } from './new-action-modal.tsx';
import { addDays, defaultActionDueDays, utcDay } from '@aquarisk/contract/action-due';

// ProseMirror needs layout APIs jsdom lacks; the editor is stood in for by a textarea holding the same HTML.
vi.mock('../../../../components/rich-text/rich-text-input.tsx', () => ({
  RichTextInput: ({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) => (
    <div>
      <label htmlFor="rt">{label}</label>
      <textarea id="rt" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      {error ? <p>{error}</p> : null}
    </div>
  ),
}));

const messages = ['Title is required', 'Description is required', 'Risk level is required'];
const shown = () => messages.filter((m) => screen.queryByText(m));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const dueDays = { 'GET /api/v1/company/c-a/action-due-days': () => jsonResponse(200, { dueDays: { ...defaultActionDueDays, HIGH: 10 } }) };
const chooseRisk = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: /Risk level/ }));
  await userEvent.click(screen.getByRole('option', { name }));
};

function renderModal(onClose = vi.fn()) {
  signInAs(userWith(['ROLE_SURVEYOR']));
  renderWithProviders(
    <NewActionModal
      surveyExtId="s-1"
      questionId={24}
      opened
      onClose={onClose}
      actions={[{ externalId: 'a-1', title: 'Check the oxygen probe', riskLevel: 'MODERATE', closedAt: null }]}
    />,
  );
  return onClose;
}

describe('NewActionModal', () => {
  it('checks title, then description (empty or the untouched default), then risk level; only the first failure shows', async () => {
    const fetchMock = stubApi(dueDays);
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'New Action' })).toBeInTheDocument();
    expect(screen.getByText('Check the oxygen probe')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(FINDINGS_DEFAULT_HTML);

    await save();
    expect(shown()).toEqual(['Title is required']);

    await userEvent.type(screen.getByLabelText(/Title/), 'Replace the oxygen probe');
    expect(shown()).toEqual(['Description is required']);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '<p></p>' } });
    expect(shown()).toEqual(['Description is required']);

    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: '<h2>Findings</h2><p>Probe drifts.</p><h2>Recommendations</h2><p></p>' },
    });
    expect(shown()).toEqual(['Risk level is required']);
    await userEvent.clear(screen.getByLabelText(/Title/));
    expect(shown()).toEqual(['Title is required']);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("prefills the due date from the company's days for the risk level, again when the risk changes, not once edited", async () => {
    stubApi(dueDays);
    renderModal();
    const due = await screen.findByLabelText(/Due date/);
    expect(due).toHaveValue('');
    await chooseRisk('HIGH');
    const today = utcDay(new Date());
    await waitFor(() => expect(due).toHaveValue(addDays(today, 10)));
    await chooseRisk('MODERATE');
    expect(due).toHaveValue(addDays(today, 90));
    fireEvent.change(due, { target: { value: '2030-01-31' } });
    await chooseRisk('LOW');
    expect(due).toHaveValue('2030-01-31');
    expect(screen.getByRole('combobox', { name: /Owner/ })).toHaveValue('Ingrid Hansen (me)');
  });

  it('saves title, description, risk level and the question, says "Action saved!" and closes', async () => {
    let body: Record<string, unknown> | null = null;
    stubApi({
      ...dueDays,
      'POST /api/v1/survey/s-1/action': () => jsonResponse(201, apiAction({ externalId: 'a-2' })),
      'GET /api/v1/survey/s-1/current': () => jsonResponse(200, questionContext('YES_NO')),
    });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return original(url, init);
    });
    const onClose = renderModal();
    await userEvent.type(await screen.findByLabelText(/Title/), 'Replace the oxygen probe');
    const described = '<h2>Findings</h2><p>Probe drifts by 2 mg/l.</p><h2>Recommendations</h2><p></p>';
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: described } });
    await userEvent.click(screen.getByRole('combobox', { name: /Risk level/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['LOW', 'MODERATE LOW', 'MODERATE', 'MODERATE HIGH', 'HIGH']);
    await userEvent.click(screen.getByRole('option', { name: 'MODERATE HIGH' }));
    await save();
    expect(await screen.findByText('Action saved!')).toBeInTheDocument();
    expect(body).toEqual({
      title: 'Replace the oxygen probe',
      description: described,
      riskLevel: 'MODERATE_HIGH',
      questionId: 24,
      dueOn: addDays(utcDay(new Date()), 30),
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a failed save says "API error while saving the action." and keeps the form', async () => {
    stubApi({ ...dueDays, 'POST /api/v1/survey/s-1/action': () => jsonResponse(400, { message: 'nope' }) });
    const onClose = renderModal();
    await userEvent.type(await screen.findByLabelText(/Title/), 'Replace the probe');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '<p>Drifts.</p>' } });
    await userEvent.click(screen.getByRole('combobox', { name: /Risk level/ }));
    await userEvent.click(screen.getByRole('option', { name: 'LOW' }));
    await save();
    expect(await screen.findByText('API error while saving the action.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
