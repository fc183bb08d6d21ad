import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { jsonResponse } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/session-fixtures.ts';
import { fixture, openQuestion, openStep, renderEditor, u } from './editor-test-kit.tsx';

/** Issue 21, item 20: an option's score goes in steps of 0.1 (docs/requirements.md#results); 1.55 and 'abc' are refused, never coerced. */
describe('option score field', () => {
  async function firstOptionScore() {
    const user = u();
    const fetchMock = stubApi({
      'POST /admin/api/v1/template/t-1': () =>
        jsonResponse(200, { ...fixture(), id: 't-1', creationDate: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' }),
    });
    renderEditor();
    await openStep(user);
    await openQuestion(user, /^Q2/);
    const score = within(screen.getAllByTestId('option-row')[0]!).getByLabelText('Score');
    return { user, fetchMock, score };
  }

  it('refuses 1.55 with a message, and saves nothing until it is fixed', async () => {
    const { user, fetchMock, score } = await firstOptionScore();
    await user.clear(score);
    await user.type(score, '1.55');
    expect(score).toHaveValue('1.55');
    expect(score).toHaveAccessibleDescription('Score must go in steps of 0.1 (i.e. 1.5)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix 1 problem before saving')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(score, '{Backspace}');
    expect(score).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses 'abc' (or an emptied field) with a message instead of turning it into 0", async () => {
    const { user, fetchMock, score } = await firstOptionScore();
    await user.type(screen.getByLabelText(/Template name/), '-v2');
    await user.clear(score);
    await user.type(score, 'abc');
    fireEvent.blur(score);
    expect(score).not.toHaveValue('0');
    expect(score).toHaveAccessibleDescription('Score must be a number (i.e. 1.5)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix 1 problem before saving')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(score, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body)) as { template: TemplateBody };
    expect(sent.template.sections[0]!.steps[0]!.questions[1]!.answerOptions[0]!.scoring.value).toBe(2.5);
  });
});
