import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorStateMessages, refusalMessages } from '@aquarisk/contract/messages';
import type { AuditComparison } from '@aquarisk/contract/schemas/compare.schema';
import { animalHealthRose, vetVisitsMonthly } from '@aquarisk/contract/schemas/compare.fixture';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { errorResponse } from '../../test/error-response.ts';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { ComparePage } from './compare-page.tsx';

const OLDER = '11111111-1111-4111-8111-111111111111';
const NEWER = '22222222-2222-4222-8222-222222222222';
const url = `/api/v1/survey/${NEWER}/compare/${OLDER}`;

const audit = (externalId: string, name: string, date: string, normScore: number, risk: string) => ({
  externalId,
  name,
  date,
  scoredAt: date,
  normScore,
  risk,
  scoreRisk: risk,
  modelVersion: 2,
});

const comparison: AuditComparison = {
  farmName: 'Hardanger Fjord Site',
  older: audit(OLDER, 'Hardanger annual audit 2024', '2024-05-14T08:00:00.000Z', 81.4, 'LOW'),
  newer: audit(NEWER, 'Hardanger annual audit 2025', '2025-05-12T08:00:00.000Z', 99.7, 'LOW'),
  modelNote: null,
  sections: [animalHealthRose, { id: 2, name: 'Governance', older: { normScore: 60, risk: 'MODERATE_LOW' }, newer: null }],
  changedAnswers: [
    vetVisitsMonthly,
    {
      questionId: 8,
      sectionName: 'Environment',
      stepTitle: 'Water',
      questionText: 'Lowest dissolved oxygen',
      older: { answer: '62% saturation', answerType: 'FLOAT', capRisk: 'MODERATE_HIGH' },
      newer: { answer: null, answerType: 'FLOAT', capRisk: null },
    },
  ],
  addedQuestions: [{ questionId: 9, sectionName: 'Governance', stepTitle: 'Paperwork', questionText: 'Is the site licence valid?' }],
  removedQuestions: [],
  capsGained: [],
  capsLost: [{ questionText: 'Lowest dissolved oxygen', answerText: '62% saturation', capRisk: 'MODERATE_HIGH', limitText: null }],
  actionsOpened: [
    {
      externalId: 'a-1',
      title: 'Oxygen logger alarms go to one phone only',
      riskLevel: 'LOW',
      surveyExtId: OLDER,
      surveyName: 'Hardanger annual audit 2024',
      createdAt: '2024-05-24T08:00:00.000Z',
      closedAt: '2024-06-05T08:00:00.000Z',
    },
  ],
  actionsClosed: [],
};

const render = () =>
  renderWithProviders(<ComparePage />, { route: `/audits/${NEWER}/compare/${OLDER}`, path: '/audits/:surveyExtId/compare/:otherExtId' });

describe('ComparePage', () => {
  it('shows both audits, the sections, each changed answer old → new with its points, caps and actions', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    stubApi({ [`GET ${url}`]: () => jsonResponse(200, comparison) });
    render();
    expect(await screen.findByRole('heading', { name: 'Compare audits', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('compare-older')).toHaveTextContent('Hardanger annual audit 2024');
    expect(screen.getByTestId('compare-newer')).toHaveTextContent('99.7%');
    expect(screen.getByTestId('compare-newer')).toHaveTextContent('Up 18.3 points');

    const rows = within(screen.getByTestId('compare-sections')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Animal Health.*70\.0%.*MODERATE LOW.*95\.5%.*LOW.*Up 25\.5 points/);
    expect(rows[2]).toHaveTextContent('Not in this audit');

    const changes = screen.getAllByTestId('changed-answer');
    expect(screen.getByRole('heading', { name: 'Changed answers (2)' })).toBeInTheDocument();
    expect(changes[0]).toHaveTextContent(/Quarterly.*3 of 4 points.*At least monthly.*4 of 4 points/);
    expect(changes[1]).toHaveTextContent(/62% saturation.*Caps at MODERATE HIGH.*Not asked/);
    expect(changes[1]).not.toHaveTextContent('points'); // no points sent: a caller who does not see scores

    expect(screen.getByText(/Questions new in the newer audit/)).toBeInTheDocument();
    expect(screen.getByTestId('caps-gained')).toHaveTextContent('None');
    expect(screen.getByTestId('caps-lost')).toHaveTextContent('‘Lowest dissolved oxygen’ — 62% saturation');
    expect(screen.getByTestId('actions-opened')).toHaveTextContent('Oxygen logger alarms go to one phone only');
    expect(screen.getByTestId('actions-closed')).toHaveTextContent('None');
    expect(screen.queryByText('Different risk models')).not.toBeInTheDocument();
  });

  it('says so when no answer changed, and names different risk models', async () => {
    signInAs(userWith(['ROLE_USER']));
    const note = 'Scored with different risk models (v1 and v2): part of the difference comes from the model, not the farm.';
    stubApi({ [`GET ${url}`]: () => jsonResponse(200, { ...comparison, changedAnswers: [], modelNote: note }) });
    render();
    expect(await screen.findByText('No answer changed')).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('shows rich-text and link answers as the results screen does, not their stored encodings', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const place = { sectionName: 'Governance', stepTitle: 'Paperwork' };
    const richText = {
      ...place,
      questionId: 11,
      questionText: 'Findings and recommendations',
      older: { answer: '<h2>Findings</h2><p>Nets torn</p>', answerType: 'LONG_TEXT' as const, capRisk: null },
      newer: { answer: '<h2>Findings</h2><p>Nets mended</p>', answerType: 'LONG_TEXT' as const, capRisk: null },
    };
    const link = {
      ...place,
      questionId: 12,
      questionText: 'Link to the licence',
      older: { answer: null, answerType: 'URL' as const, capRisk: null },
      newer: { answer: 'https%3A%2F%2Fexample.com%2Flicence%202025.pdf', answerType: 'URL' as const, capRisk: null },
    };
    stubApi({ [`GET ${url}`]: () => jsonResponse(200, { ...comparison, changedAnswers: [richText, link] }) });
    render();
    const [rich, url_] = await screen.findAllByTestId('changed-answer');
    expect(within(rich!).getAllByRole('heading', { name: 'Findings' })).toHaveLength(2);
    expect(rich).toHaveTextContent(/Nets torn.*Nets mended/);
    expect(rich).not.toHaveTextContent('<');
    const anchor = within(url_!).getByRole('link', { name: 'https://example.com/licence 2025.pdf' });
    expect(anchor).toHaveAttribute('href', 'https://example.com/licence%202025.pdf');
    expect(url_).not.toHaveTextContent('%3A');
  });

  it('leads the headline with the band’s move when a cap pushed it down while the score rose', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const newer = { ...comparison.newer, normScore: 93.5, risk: 'HIGH', scoreRisk: 'LOW' };
    stubApi({ [`GET ${url}`]: () => jsonResponse(200, { ...comparison, newer }) });
    render();
    const card = await screen.findByTestId('compare-newer');
    expect(within(card).getByTestId('compare-band-change')).toHaveTextContent('LOW → HIGH (capped)');
    expect(card).toHaveTextContent(/LOW → HIGH \(capped\).*Up 12\.1 points/);
  });

  it('shows a refusal to compare as the refusal it is: the server’s words, no retry', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    stubApi({ [`GET ${url}`]: () => errorResponse('VALIDATION', refusalMessages.compareOtherFarm) });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorStateMessages.compareRefusedTitle);
    expect(alert).toHaveTextContent(refusalMessages.compareOtherFarm);
    expect(alert).not.toHaveTextContent(errorStateMessages.loadFailedTitle);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the two cannot be compared, with a way back', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    stubApi({ [`GET ${url}`]: () => errorResponse('CONFLICT', refusalMessages.compareNotScored) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusalMessages.compareNotScored);
    const back = screen.getByRole('link', { name: 'Back to the results' });
    expect(back).toHaveAttribute('href', `/audit/audit-result/${NEWER}`);
    await userEvent.tab();
    expect(document.activeElement?.tagName).toMatch(/A|BUTTON/);
  });

  it('shows the loading state first', () => {
    signInAs(userWith(['ROLE_ADMIN']));
    stubApi({ [`GET ${url}`]: () => new Promise<Response>(() => undefined) });
    render();
    expect(screen.getByText('Comparing the audits…')).toBeInTheDocument();
  });
});
