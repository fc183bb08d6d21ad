import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { farm, survey } from './audits-fixtures.ts';
import { LaunchAuditPage } from './launch-audit-page.tsx';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const summary = { creationDate: '2026-03-01T10:00:00Z', updatedAt: '2026-03-02T10:00:00Z', sectionCount: 5, questionCount: 119 };
const template = {
  ...summary,
  id: '0f0f0f0f-0000-4000-8000-000000000001',
  name: 'Aquarisk Salmonid Sea Pens Audit',
  farmType: 'SALMONID_SEA_PENS',
};
const bivalves = { ...summary, id: '0f0f0f0f-0000-4000-8000-000000000002', name: 'Aquarisk Bivalve Farm Audit', farmType: 'BIVALVES' };
const hardanger = { ...farm('Hardanger Fjord Site', []), species: 'Atlantic salmon' };
const member = {
  user: {
    externalId: '0f0f0f0f-0000-4000-8000-0000000000aa',
    fullName: 'Astrid Auditor',
    email: 'auditor@example.com',
    username: 'auditor@example.com',
    phone: null,
  },
  roles: ['ROLE_SURVEYOR'],
};

const lastYear = { ...survey('Hardanger audit 2025', 71.4), createdAt: '2025-05-02T08:00:00.000Z', surveyDate: '2025-05-12' };
const olderYet = { ...survey('Hardanger audit 2024', 64), createdAt: '2024-05-02T08:00:00.000Z' };
const inProgress = { ...survey('Hardanger audit 2026'), createdAt: '2026-02-02T08:00:00.000Z' };
const groups = (surveys: object[]) => ({ companies: [{ externalId: 'c-a', name: 'Aurora', farms: [{ ...hardanger, surveys }] }] });

function setup(launchAnswer: () => Response, templates: object[] = [template], farmAudits: object[] = []) {
  const admin = userWith(['ROLE_ADMIN'], { externalId: '0f0f0f0f-0000-4000-8000-0000000000ad', fullName: 'Ada Admin' });
  signInAs(admin);
  let sent: { url: string; body: unknown } | null = null;
  const fetchMock = stubApi({
    'GET /admin/api/v1/template': () => jsonResponse(200, templates),
    'GET /api/v1/company/c-a/user': () => jsonResponse(200, [member]),
    'POST /api/v1/company/c-a/farm-ac': () => jsonResponse(200, [hardanger]),
    [`GET /api/v1/company/c-a/farm/${hardanger.externalId}/survey`]: () => jsonResponse(200, groups(farmAudits)),
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith('/launch')) {
      sent = { url: String(input), body: JSON.parse(String(init?.body)) };
      return launchAnswer();
    }
    return base(input, init);
  });
  renderWithProviders(<LaunchAuditPage />, { route: '/audits/new', path: '/audits/new' });
  return { admin, sent: () => sent };
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText(/Audit Name/), 'Hardanger spring audit');
  await userEvent.type(screen.getByLabelText('Description'), 'Before smolt transfer.');
  await userEvent.type(screen.getByRole('combobox', { name: /Farm/ }), 'Hard');
  await userEvent.click(await screen.findByRole('option', { name: 'Hardanger Fjord Site' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Assigned Users' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Astrid Auditor (auditor@example.com)' }));
}

describe('LaunchAuditPage', () => {
  it('starts with this year and the current user assigned; a year that is not 4 digits is refused', async () => {
    setup(() => jsonResponse(200, { accepted: true, messages: [] }));
    expect(screen.getByLabelText(/Audit Year/)).toHaveValue(String(new Date().getFullYear()));
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Audit Year/));
    await userEvent.type(screen.getByLabelText(/Audit Year/), '26');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide a valid year.')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('launches from the template on the chosen farm, says "Audit launched!" and goes back', async () => {
    const { admin, sent } = setup(() => jsonResponse(200, { accepted: true, messages: ['Audit launched!'] }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Template/ })).toHaveValue(template.name));
    await fillForm();
    expect(await screen.findByText('This farm has no scored audit yet: the audit starts empty.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Audit launched!')).toBeInTheDocument();
    expect(sent()!.url).toBe(`/admin/api/v1/template/${template.id}/launch`);
    expect(sent()!.body).toEqual({
      name: 'Hardanger spring audit',
      surveyYear: new Date().getFullYear(),
      description: 'Before smolt transfer.',
      companyExtId: 'c-a',
      farmExtId: hardanger.externalId,
      userExtIds: [admin.externalId, member.user.externalId],
      carryFromExtId: null,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/audits');
  });

  it("offers to start from the farm's last scored audit, named with its date and band, chosen by default (issue 26)", async () => {
    const { sent } = setup(
      () => jsonResponse(200, { accepted: true, messages: ['Audit launched!'] }),
      [template],
      [olderYet, inProgress, lastYear],
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Template/ })).toHaveValue(template.name));
    await fillForm();
    const box = await screen.findByRole('checkbox', { name: 'Start from the last audit' });
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByText(/^Hardanger audit 2025 · .*2025 · MODERATE \(71\.4%\)\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).not.toBeNull());
    expect(sent()!.body).toMatchObject({ carryFromExtId: lastYear.externalId });
  });

  it('starting empty instead sends no audit to start from', async () => {
    const { sent } = setup(() => jsonResponse(200, { accepted: true, messages: ['Audit launched!'] }), [template], [lastYear]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Template/ })).toHaveValue(template.name));
    await fillForm();
    const box = await screen.findByRole('checkbox', { name: 'Start from the last audit' });
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).not.toBeNull());
    expect(sent()!.body).toMatchObject({ carryFromExtId: null });
  });

  it('choosing the preselected only template again keeps it', async () => {
    setup(() => jsonResponse(200, { accepted: true, messages: [] }));
    const select = screen.getByRole('combobox', { name: /Template/ });
    await waitFor(() => expect(select).toHaveValue(template.name));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: template.name }));
    expect(select).toHaveValue(template.name);
  });

  it("suggests the template of the farm's type once a farm is chosen", async () => {
    const { sent } = setup(() => jsonResponse(200, { accepted: true, messages: ['Audit launched!'] }), [bivalves, template]);
    const select = screen.getByRole('combobox', { name: /Template/ });
    await waitFor(() => expect(select).toHaveAttribute('placeholder', 'Choose a template'));
    expect(select).toHaveValue('');
    await fillForm();
    await waitFor(() => expect(select).toHaveValue(template.name));
    expect(screen.getByText('Suggested for Atlantic salmon farms')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()?.url).toBe(`/admin/api/v1/template/${template.id}/launch`));
  });

  it('keeps a template chosen by hand when the farm is chosen', async () => {
    setup(() => jsonResponse(200, { accepted: true, messages: [] }), [bivalves, template]);
    const select = screen.getByRole('combobox', { name: /Template/ });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: bivalves.name }));
    await fillForm();
    expect(select).toHaveValue(bivalves.name);
    expect(screen.queryByText(/Suggested for/)).not.toBeInTheDocument();
  });

  it('a refusal shows the returned messages joined', async () => {
    setup(() =>
      jsonResponse(200, {
        accepted: false,
        messages: ['The farm is not a farm of Atlantic Salmon AS.', 'One assigned user is not users of Atlantic Salmon AS.'],
      }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Template/ })).toHaveValue(template.name));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The farm is not a farm of Atlantic Salmon AS. One assigned user is not users of Atlantic Salmon AS.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/audits/new');
  });

  it('a failed call says "API error while launching the audit."', async () => {
    setup(() => jsonResponse(409, { message: 'conflict' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Template/ })).toHaveValue(template.name));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API error while launching the audit.')).toBeInTheDocument();
  });
});
