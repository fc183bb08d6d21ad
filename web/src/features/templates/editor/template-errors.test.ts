import { describe, expect, it } from 'vitest';
import { flat, question } from '@aquarisk/contract/template/template.fixture';
import { bracketPath, collectErrors, describePath, indicesOf, pathOf, serverFieldError } from './template-errors.ts';

describe('template errors', () => {
  it.each([
    [['sections', 0, 'steps', 1, 'title'], 'sections[0].steps[1].title'],
    [['name'], 'name'],
    [['sections', 2, 'steps', 0, 'questions', 4, 'answerOptions', 1, 'text'], 'sections[2].steps[0].questions[4].answerOptions[1].text'],
  ])('%j is the field %s', (segments, path) => expect(pathOf(segments)).toBe(path));

  it('reads the server’s dotted paths and messages', () => {
    expect(bracketPath('sections.0.steps.12.title')).toBe('sections[0].steps[12].title');
    expect(serverFieldError('Invalid template at sections.0.steps.1.title: Step title is required')).toEqual({
      path: 'sections[0].steps[1].title',
      message: 'Step title is required',
    });
    expect(serverFieldError('A template with this name already exists.')).toBeNull();
    expect(indicesOf('sections[2].steps[0].questions[4].answerOptions[1].text')).toEqual({ s: 2, st: 0, q: 4, o: 1 });
  });

  it('collects schema and validateTemplate problems by field', () => {
    const t = flat(
      question({ id: 1, type: 'YES_NO', yes: null, no: 0 }),
      question({ id: 2, type: 'MULTI_SELECT', includeIf: { questionId: 3, condition: 'EQ', value: 'YES' } }),
      question({ id: 3 }),
    );
    t.sections[0]!.steps[0]!.questions[2]!.text = '';
    const errors = collectErrors(t);
    const q = 'sections[0].steps[0].questions';
    expect(errors.get(`${q}[2].text`)).toBe('Question text is required');
    expect(errors.get(`${q}[0].answer.scoring.yes`)).toBe('A yes/no question needs a score for yes');
    expect(errors.get(`${q}[1].answerOptions`)).toBe('A select question needs at least one option');
    expect(errors.get(`${q}[1].includeIf.answerId`)).toBe('Must name the answer of an earlier question');
    expect(describePath(t, `${q}[2].text`)).toBe('Section 1 (Section 1) › Step 1 (Step title 1) › Question 3 › text');
    expect(describePath(t, 'name')).toBe('Template › name');
    expect(describePath(t, `${q}[2].answer.scoring.bands[1].from`)).toBe(
      'Section 1 (Section 1) › Step 1 (Step title 1) › Question 3 › band start',
    );
    expect(describePath(t, `${q}[2].answerBounds.max`)).toBe(
      'Section 1 (Section 1) › Step 1 (Step title 1) › Question 3 › highest allowed answer',
    );
  });
});
