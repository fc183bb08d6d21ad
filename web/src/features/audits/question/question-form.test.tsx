import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerType } from '@aquarisk/contract/answer-types';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../../test/session-fixtures.ts';
import type { FlowQuestion as Question } from '@aquarisk/contract/schemas/question-flow.schema';
import { questionContext } from './question-fixtures.ts';
import { QuestionForm } from './question-form.tsx';

function renderForm(type: AnswerType, extra: Partial<Question> = {}, isLastQuestion = false, readOnly = false) {
  signInAs(userWith(['ROLE_SURVEYOR']));
  const onSave = vi.fn();
  const context = questionContext(type, extra, { isLastQuestion, readOnly });
  renderWithProviders(
    <QuestionForm context={context} saving={false} moving={false} onSave={onSave} onBack={() => {}} onNext={() => {}} tools={null} />,
  );
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onSave, save };
}

describe('QuestionForm: one input per answer type, checked with the spec’s messages', () => {
  it('shows the question text, its guidance and the number ordinal / 10', () => {
    renderForm('SHORT_TEXT');
    expect(screen.getByRole('heading', { name: 'A SHORT_TEXT question' })).toBeInTheDocument();
    expect(screen.getByText('Look at the logbook.')).toBeInTheDocument();
    expect(screen.getByText(/Question 2$/)).toBeInTheDocument();
  });

  it('SHORT_TEXT: 1 to 255 characters', async () => {
    const { onSave, save } = renderForm('SHORT_TEXT');
    await save();
    expect(screen.getByText('Answer must be between 1 and 255 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'x'.repeat(256) } });
    expect(screen.getByText('Answer must be between 1 and 255 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: '  Kari Nordmann ' } });
    expect(screen.queryByText('Answer must be between 1 and 255 characters')).not.toBeInTheDocument();
    await save();
    expect(onSave).toHaveBeenCalledWith('Kari Nordmann');
  });

  it('N/A: offered where the question allows it, saved as N/A, and shown ticked with the input empty', async () => {
    const { onSave, save } = renderForm('YES_NO', { allowNotApplicable: true });
    const na = screen.getByRole('checkbox', { name: /Not applicable/ });
    await userEvent.click(na);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await save();
    expect(onSave).toHaveBeenCalledWith('N/A');
  });

  it('N/A: a saved N/A answer comes back ticked; without allowNotApplicable there is no N/A', async () => {
    renderForm('FLOAT', { allowNotApplicable: true, answer: { answerStr: 'N/A' } });
    expect(screen.getByRole('checkbox', { name: /Not applicable/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Answer' })).toBeDisabled();
  });

  it("bounded numbers: negatives where the question's bounds allow them, checked against the bounds", async () => {
    const { onSave, save } = renderForm('FLOAT', { answerBounds: { min: -2, max: 35 }, answerUnits: 'CELSIUS' });
    expect(screen.queryByRole('checkbox', { name: /Not applicable/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), '-3');
    await save();
    expect(screen.getByText('Answer must be a number between -2 and 35')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Answer' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), '-1.5');
    await save();
    expect(onSave).toHaveBeenCalledWith('-1.5');
  });

  it('bounded ranges: a negative low end splits from its high end', async () => {
    const { onSave, save } = renderForm('FLOAT_RANGE', { answerBounds: { min: -2, max: 35 } });
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '-1.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '16.8');
    await save();
    expect(onSave).toHaveBeenCalledWith('-1.5-16.8');
  });

  it('YES_NO: a radio of Yes and No; nothing chosen says an option must be selected', async () => {
    const { onSave, save } = renderForm('YES_NO');
    await save();
    expect(screen.getByText('An option must be selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await save();
    expect(onSave).toHaveBeenCalledWith('NO');
  });

  it('SINGLE_SELECT: a radio of the options, sent as [20]', async () => {
    const { onSave, save } = renderForm('SINGLE_SELECT');
    await save();
    expect(screen.getByText('An option must be selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    await save();
    expect(onSave).toHaveBeenCalledWith('[20]');
  });

  it('MULTI_SELECT: Select All ticks every option and sends [10,20,30]; untick one and it sends the rest', async () => {
    const { onSave, save } = renderForm('MULTI_SELECT');
    await save();
    expect(screen.getByText('An option must be selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    for (const name of ['Daily', 'Weekly', 'Monthly']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    await save();
    expect(onSave).toHaveBeenLastCalledWith('[10,20,30]');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weekly' }));
    expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    await save();
    expect(onSave).toHaveBeenLastCalledWith('[10,30]');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByRole('checkbox', { name: 'Daily' })).not.toBeChecked();
  });

  it('FLOAT: greater than 0 with at most 2 decimals, with the unit label', async () => {
    const { onSave, save } = renderForm('FLOAT', { answerUnits: 'MG_L' });
    expect(screen.getByText('mg/l')).toBeInTheDocument();
    await save();
    expect(screen.getByText('Answer must be in float format (i.e. 2.53)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Answer'), '0');
    expect(screen.getByText('Answer must be in float format (i.e. 2.53)')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Answer'));
    await userEvent.type(screen.getByLabelText('Answer'), '2.537');
    await save();
    expect(screen.getByLabelText('Answer')).toHaveValue('2.537');
    expect(screen.getByText('Answer must be in float format (i.e. 2.53)')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Answer'));
    await userEvent.type(screen.getByLabelText('Answer'), '2.53');
    await save();
    expect(onSave).toHaveBeenCalledWith('2.53');
  });

  it.each([
    ['FLOAT', '-1', 'Answer must be in float format (i.e. 2.53)'],
    ['FLOAT', '2,75', 'Answer must be in float format (i.e. 2.53)'],
    ['INTEGER', '-1', 'Answer must between 0 and 2,147,483,647'],
    ['INTEGER', '3.5', 'Answer must between 0 and 2,147,483,647'],
  ] as const)('%s keeps %s as typed or pasted, refuses it and saves nothing', async (type, typed, message) => {
    const { onSave, save } = renderForm(type);
    await userEvent.click(screen.getByLabelText('Answer'));
    await userEvent.paste(typed);
    await save();
    expect(screen.getByLabelText('Answer')).toHaveValue(typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('INTEGER_RANGE keeps a typed -1 and refuses it with the range message', async () => {
    const { onSave, save } = renderForm('INTEGER_RANGE');
    await userEvent.type(screen.getByLabelText('From'), '-1');
    await userEvent.type(screen.getByLabelText('To'), '5');
    await save();
    expect(screen.getByLabelText('From')).toHaveValue('-1');
    expect(screen.getByText('Range inputs must be between 0 and 2,147,483,647')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('INTEGER: 0 to 2,147,483,647', async () => {
    const { onSave, save } = renderForm('INTEGER');
    await userEvent.type(screen.getByLabelText('Answer'), '3000000000');
    await save();
    expect(screen.getByText('Answer must between 0 and 2,147,483,647')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Answer'));
    await userEvent.type(screen.getByLabelText('Answer'), '42');
    await save();
    expect(onSave).toHaveBeenCalledWith('42');
  });

  it('FLOAT_RANGE: two numbers, the second greater, sent as low-high', async () => {
    const { onSave, save } = renderForm('FLOAT_RANGE');
    await userEvent.type(screen.getByLabelText('From'), '3.25');
    await save();
    expect(screen.getByText('Range inputs must be in float formats (i.e. 12.53)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('To'), '1.5');
    expect(screen.getByText('The second input must be greater than the first input')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '1.25');
    await save();
    expect(onSave).toHaveBeenCalledWith('1.25-1.5');
  });

  it('INTEGER_RANGE: each 0 to 2,147,483,647, sent as low-high', async () => {
    const { onSave, save } = renderForm('INTEGER_RANGE');
    await userEvent.type(screen.getByLabelText('From'), '10');
    await userEvent.type(screen.getByLabelText('To'), '3000000000');
    await save();
    expect(screen.getByText('Range inputs must be between 0 and 2,147,483,647')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '5');
    expect(screen.getByText('The second input must be greater than the first input')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '20');
    await save();
    expect(onSave).toHaveBeenCalledWith('10-20');
  });

  it('DATE: required', async () => {
    const { onSave, save } = renderForm('DATE');
    await save();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: '2026-11-21' } });
    await save();
    expect(onSave).toHaveBeenCalledWith('2026-11-21');
  });

  it('DATE_TIME: a date and a 24-hour time in 15-minute steps, sent as YYYY-MM-DDTHH:mm', async () => {
    const { onSave, save } = renderForm('DATE_TIME');
    await save();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-21' } });
    expect(screen.getByText('Time is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Time' }));
    expect(screen.getByRole('option', { name: '23:45' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '14:40' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '14:45' }));
    await save();
    expect(onSave).toHaveBeenCalledWith('2026-11-21T14:45');
  });

  it('URL: required; sent URL-encoded and shown as typed', async () => {
    const { onSave, save } = renderForm('URL');
    await save();
    expect(screen.getByText('The answer cannot be empty')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'https://example.com/fish plan.pdf?v=2' } });
    expect(screen.getByLabelText('Answer')).toHaveValue('https://example.com/fish plan.pdf?v=2');
    await save();
    expect(onSave).toHaveBeenCalledWith('https%3A%2F%2Fexample.com%2Ffish%20plan.pdf%3Fv%3D2');
  });

  it('URL: a saved answer is shown decoded', () => {
    renderForm('URL', { answer: { answerStr: 'https%3A%2F%2Fexample.com%2Fa%20b' } });
    expect(screen.getByLabelText('Answer')).toHaveValue('https://example.com/a b');
  });

  it('USER: one of the audit’s people, by name, sent as the user’s externalId', async () => {
    const id = '0b7c7c1e-6a39-4e8e-9c0e-1c2b3a4d5e6f';
    stubApi({ 'POST /api/v1/survey/s-1/user-ac': () => jsonResponse(200, [{ externalId: id, name: 'Astrid Auditor' }]) });
    const { onSave, save } = renderForm('USER');
    await save();
    expect(screen.getByText('An option must be selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Answer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Astrid Auditor' }));
    await save();
    expect(onSave).toHaveBeenCalledWith(id);
  });

  it('LONG_TEXT: empty rich text is refused', async () => {
    const { onSave, save } = renderForm('LONG_TEXT');
    await screen.findByRole('textbox', { name: 'Answer' });
    await save();
    expect(screen.getByText('Answer must be between 1 and 65,535 characters')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('LONG_TEXT: the last question starts with the Findings and Recommendations headings, and untouched is no answer', async () => {
    const { onSave, save } = renderForm('LONG_TEXT', {}, true);
    const editor = await screen.findByRole('textbox', { name: 'Answer' });
    expect(within(editor).getByRole('heading', { name: 'Findings' })).toBeInTheDocument();
    expect(within(editor).getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
    await save();
    expect(await screen.findByText('The answer cannot be empty')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('LONG_TEXT: the last question saves once something is written under its headings', async () => {
    const written = '<h2>Findings</h2><p>Nets mended</p><h2>Recommendations</h2><p></p>';
    const { onSave, save } = renderForm('LONG_TEXT', { answer: { answerStr: written } }, true);
    await screen.findByRole('textbox', { name: 'Answer' });
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(written));
  });

  it('read-only users see the answer with the input disabled and step on with Next', () => {
    renderForm('SHORT_TEXT', { answer: { answerStr: 'Kari' } }, false, true);
    expect(screen.getByLabelText('Answer')).toHaveValue('Kari');
    expect(screen.getByLabelText('Answer')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
