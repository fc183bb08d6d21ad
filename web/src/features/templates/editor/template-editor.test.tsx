import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { jsonResponse } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/session-fixtures.ts';
import { fixture, openQuestion, openStep, ordinals, questionHeaders, renderEditor, u } from './editor-test-kit.tsx';
import { errorResponse } from '../../../test/error-response.ts';

describe('TemplateEditor', () => {
  it('adds and removes questions, keeping ordinals at 10 × position', async () => {
    const user = u();
    renderEditor();
    await openStep(user);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    // The new question opens with its read-only ordinal.
    expect(questionHeaders().map((t) => t.slice(0, 2))).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(ordinals()).toEqual(['Ordinal 10', 'Ordinal 10', 'Ordinal 40']);

    await user.click(screen.getByRole('button', { name: 'Remove Question 1' }));
    expect(questionHeaders().map((t) => t.slice(0, 2))).toEqual(['Q1', 'Q2', 'Q3']);
    // The former Q2 (the select) is now Q1.
    expect(questionHeaders()[0]).toContain('Single select');
  });

  it('reorders questions with the up and down buttons and keeps the keyboard focus on the moved item', async () => {
    const user = u();
    renderEditor();
    await openStep(user);
    const down = screen.getByRole('button', { name: 'Move Question 1 down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(questionHeaders()[0]).toContain('Single select');
    expect(questionHeaders()[1]).toMatch(/^Q2.*Yes \/ No/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Question 2 down' })));
    await user.click(screen.getByRole('button', { name: 'Move Question 2 up' }));
    expect(questionHeaders()[0]).toMatch(/^Q1.*Yes \/ No/);
  });

  it('shows option ids read-only, gives a new option the next id, and scores options in steps of 0.1', async () => {
    const user = u();
    renderEditor();
    await openStep(user);
    await openQuestion(user, /^Q2/);
    const rows = () => screen.getAllByTestId('option-row');
    expect(rows()).toHaveLength(2);
    const firstId = within(rows()[0]!).getByLabelText('Id');
    expect(firstId).toHaveValue('1021');
    expect(firstId).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    const added = rows()[2]!;
    expect(within(added).getByLabelText('Id')).toHaveValue('1023');
    expect(within(added).getByLabelText('Id')).toHaveAttribute('readonly');
    expect(within(added).getByText(/ordinal 30/)).toBeInTheDocument();
    const score = within(added).getByLabelText('Score');
    score.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(score).toHaveValue('0.2');
  });

  it('derives step, section and template scores live from the answers’ scoring', async () => {
    const user = u();
    renderEditor();
    expect(screen.getByTestId('template-max-score')).toHaveTextContent('5');
    expect(screen.getByTestId('score-section:1')).toHaveTextContent('Score 0–5');
    await openStep(user);
    await openQuestion(user, /^Q3/);
    const max = screen.getByLabelText('Max');
    await user.clear(max);
    await user.type(max, '4');
    expect(screen.getByTestId('score-question:3')).toHaveTextContent('Score 0–4');
    expect(screen.getByTestId('score-step:1')).toHaveTextContent('Score 0–9');
    expect(screen.getByTestId('score-section:1')).toHaveTextContent('Score 0–9');
    expect(screen.getByTestId('template-max-score')).toHaveTextContent('9');
  });

  it('checks the template before saving and shows each problem next to its field', async () => {
    const user = u();
    const fetchMock = stubApi({});
    renderEditor();
    await openStep(user);
    await openQuestion(user, /^Q3/);
    await user.clear(screen.getByRole('textbox', { name: /Question text/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix 1 problem before saving')).toBeInTheDocument();
    expect(screen.getAllByText('Question text is required').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('textbox', { name: /Question text/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    // Fixing it clears the problem at once.
    await user.type(screen.getByRole('textbox', { name: /Question text/ }), 'Any notes?');
    expect(screen.queryByText('Fix 1 problem before saving')).not.toBeInTheDocument();
  });

  it('Save sends the template with derived scores and says "Template saved!"', async () => {
    const user = u();
    const stored = { ...fixture(), id: 't-1', creationDate: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' };
    stubApi({
      'POST /admin/api/v1/template/t-1': () => jsonResponse(200, stored),
    });
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } };
    renderEditor();
    await user.clear(screen.getByLabelText(/Template name/));
    await user.type(screen.getByLabelText(/Template name/), 'farm-audit-v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved!')).toBeInTheDocument();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]![1].body)) as { name: string; template: TemplateBody; saveAsNew?: boolean };
    expect(sent?.name).toBe('farm-audit-v2');
    expect(sent?.saveAsNew).toBeUndefined();
    expect(sent?.template).toMatchObject({ name: 'farm-audit-v2', minScore: 0, maxScore: 5 });
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the template', async () => {
    const user = u();
    stubApi({
      'POST /admin/api/v1/template/t-1': () =>
        errorResponse('VALIDATION', 'Invalid template at sections.0.steps.0.title: Step title is required', {
          'sections.0.steps.0.title': 'Invalid template at sections.0.steps.0.title: Step title is required',
        }),
    });
    renderEditor();
    await user.type(screen.getByLabelText(/Template name/), '-x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix 1 problem before saving')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Section 1 (Section 1) › Step 1 (Step title 1) › title' })).toBeInTheDocument();
    // The panels down to the refused field open, and the field carries the message.
    const title = await screen.findByRole('textbox', { name: /Step title/ });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Step title is required'));
  });

  it('"Save as new" sends saveAsNew with the new name and opens the new template', async () => {
    const user = u();
    const created = {
      ...fixture(),
      name: 'farm-audit-2027',
      id: 't-2',
      creationDate: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const fetchMock = stubApi({ 'POST /admin/api/v1/template/t-1': () => jsonResponse(201, created) });
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save as new' }));
    const field = await screen.findByLabelText(/New template file name/);
    expect(field).toHaveValue('farm-audit-copy');
    await user.clear(field);
    await user.type(field, 'farm-audit-2027');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save as new' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/templates/t-2'));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { name: string; saveAsNew: boolean; template: TemplateBody };
    expect(body).toMatchObject({ name: 'farm-audit-2027', saveAsNew: true, template: { name: 'farm-audit-2027' } });
    expect(await screen.findByText('Template saved!')).toBeInTheDocument();
  });
});
