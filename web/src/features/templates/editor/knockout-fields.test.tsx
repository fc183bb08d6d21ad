import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { jsonResponse } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/session-fixtures.ts';
import { fixture, openQuestion, openStep, questionHeaders, renderEditor, u } from './editor-test-kit.tsx';

/** The editor's issue-13 fields: knockout caps, number bounds and bands, N/A and the farm type, saved as edited. */
type User = ReturnType<typeof u>;

async function pick(user: User, label: string | RegExp, option: string, within_: HTMLElement = document.body) {
  await user.click(within(within_).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function save(user: User) {
  const fetchMock = stubApi({
    'POST /admin/api/v1/template/t-1': () =>
      jsonResponse(200, { ...fixture(), id: 't-1', creationDate: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }),
  });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return (JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { template: TemplateBody }).template;
}

const questions = (t: TemplateBody) => t.sections[0]!.steps[0]!.questions;

describe('knockout, bounds and band fields', () => {
  it('sets a yes/no knockout, an option knockout and the farm type, and saves them', async () => {
    const user = u();
    renderEditor();
    await pick(user, 'Farm type', 'Bivalves');
    await openStep(user);
    await openQuestion(user, /^Q1/);
    expect(screen.getByRole('combobox', { name: 'Knockout when No' })).toHaveValue('No cap');
    expect(questionHeaders()[0]).not.toContain('Knockout');
    await pick(user, 'Knockout when No', 'Caps at HIGH');
    expect(questionHeaders()[0]).toContain('Knockout');
    await openQuestion(user, /^Q2/);
    const [first] = screen.getAllByTestId('option-row');
    await pick(user, 'Knockout', 'Caps at MODERATE HIGH', first);
    const sent = await save(user);
    expect(sent.farmType).toBe('BIVALVES');
    expect(questions(sent)[0]!.answer.scoring.capNo).toBe('HIGH');
    expect(questions(sent)[0]!.answer.scoring.capYes).toBeUndefined();
    expect(questions(sent)[1]!.answerOptions.map((o) => o.capRisk ?? null)).toEqual(['MODERATE_HIGH', null]);
  });

  it('turns a text into a measured number: bounds, N/A and scoring bands with a cap', async () => {
    const user = u();
    renderEditor();
    await openStep(user);
    await openQuestion(user, /^Q3/);
    expect(screen.queryByText('Scoring bands')).not.toBeInTheDocument();
    await pick(user, 'Answer type', 'Decimal number');
    await user.click(screen.getByRole('switch', { name: /Allow N\/A/ }));
    await user.type(screen.getByRole('textbox', { name: /Lowest allowed answer/ }), '-2');
    await user.type(screen.getByRole('textbox', { name: /Highest allowed answer/ }), '35');
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    const [low, high] = screen.getAllByTestId('band-row');
    await user.type(within(low!).getByRole('textbox', { name: 'to (below)' }), '18');
    await user.type(within(low!).getByRole('textbox', { name: 'Score' }), '{selectall}3');
    await user.type(within(high!).getByRole('textbox', { name: 'Band 2 from' }), '18');
    await pick(user, 'Knockout', 'Caps at MODERATE', high);
    const max = screen.getByLabelText('Max');
    await user.clear(max);
    await user.type(max, '3');
    const sent = await save(user);
    expect(questions(sent)[2]).toMatchObject({ answerType: 'FLOAT', answerBounds: { min: -2, max: 35 }, allowNotApplicable: true });
    expect(questions(sent)[2]!.answer.scoring.bands).toEqual([
      { from: null, to: 18, value: 3 },
      { from: 18, to: null, value: 0, capRisk: 'MODERATE' },
    ]);
  });

  it('refuses overlapping bands before saving, on the band', async () => {
    const user = u();
    const fetchMock = stubApi({});
    renderEditor();
    await openStep(user);
    await openQuestion(user, /^Q3/);
    await pick(user, 'Answer type', 'Whole number');
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix 1 problem before saving')).toBeInTheDocument();
    expect(screen.getAllByText('Bands 1 and 2 overlap').length).toBeGreaterThanOrEqual(1);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove band 2' }));
    expect(screen.queryByText('Fix 1 problem before saving')).not.toBeInTheDocument();
  });
});
