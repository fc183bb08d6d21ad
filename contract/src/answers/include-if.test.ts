import { describe, expect, it } from 'vitest';
import type { AnswerType, Operator } from '../answer-types.ts';
import { answerIdOf, answers, flat, question, section, step, template } from '../template/template.fixture.ts';
import { answersByAnswerIdOf, includedQuestionIds, includedQuestions, isIncluded, meetsCondition, questionsInOrder } from './include-if.ts';

/** [answer type, stored answer, condition, value, expected] */
const cases: [AnswerType, string, Operator, string, boolean][] = [
  ['YES_NO', 'YES', 'EQ', 'YES', true],
  ['YES_NO', 'NO', 'EQ', 'YES', false],
  ['YES_NO', 'NO', 'NE', 'YES', true],
  ['YES_NO', 'YES', 'NE', 'YES', false],
  ['SHORT_TEXT', 'Salmon', 'EQ', 'Salmon', true],
  ['SHORT_TEXT', 'Salmon', 'EQ', 'salmon', false],
  ['FLOAT', '2.50', 'EQ', '2.5', true],
  ['INTEGER', '10', 'NE', '10.0', false],
  ['INTEGER', '10', 'GTE', '10', true],
  ['INTEGER', '9', 'GTE', '10', false],
  ['INTEGER', '10', 'GT', '10', false],
  ['INTEGER', '11', 'GT', '10', true],
  ['FLOAT', '2.5', 'LTE', '2.5', true],
  ['FLOAT', '2.51', 'LTE', '2.5', false],
  ['FLOAT', '2.49', 'LT', '2.5', true],
  ['FLOAT', '2.5', 'LT', '2.5', false],
  ['INTEGER', '100', 'GT', '9', true],
  ['SHORT_TEXT', 'abc', 'GT', '1', false],
  ['DATE', '2026-11-21', 'GTE', '2026-01-01', true],
  ['DATE', '2025-11-21', 'GTE', '2026-01-01', false],
  ['INTEGER', '10', 'BETWEEN', '10-20', true],
  ['INTEGER', '20', 'BETWEEN', '10-20', true],
  ['INTEGER', '21', 'BETWEEN', '10-20', false],
  ['FLOAT', '9.99', 'BETWEEN', '10-20', false],
  ['FLOAT', '-2', 'BETWEEN', '-5-0', true],
  ['INTEGER', '15', 'BETWEEN', 'ten-twenty', false],
  ['MULTI_SELECT', '[10,30]', 'CONTAINS', '30', true],
  ['MULTI_SELECT', '[10,30]', 'CONTAINS', '20', false],
  ['MULTI_SELECT', '[10,30]', 'CONTAINS', '[10,30]', true],
  ['MULTI_SELECT', '[10,300]', 'CONTAINS', '30', false],
  ['SINGLE_SELECT', '[20]', 'CONTAINS', '20', true],
  ['SINGLE_SELECT', '[20]', 'EQ', '20', true],
  ['SINGLE_SELECT', '[20]', 'EQ', '[20]', true],
  ['SINGLE_SELECT', '[20]', 'NE', '20', false],
  ['MULTI_SELECT', '[10,30]', 'EQ', '[30,10]', true],
  ['MULTI_SELECT', '[10,30]', 'EQ', '[10]', false],
  // Issue 22: a single select's ordinal compares as a number, so a run of options can be picked ("RAS or flow-through").
  ['SINGLE_SELECT', '[30]', 'GTE', '30', true],
  ['SINGLE_SELECT', '[40]', 'GTE', '[30]', true],
  ['SINGLE_SELECT', '[20]', 'GTE', '30', false],
  ['SINGLE_SELECT', '[20]', 'BETWEEN', '10-20', true],
  ['SINGLE_SELECT', '[30]', 'BETWEEN', '10-20', false],
  ['SINGLE_SELECT', '[10,20]', 'GT', '5', false],
  ['MULTI_SELECT', '[30]', 'GTE', '30', false],
  ['SHORT_TEXT', 'Heavy Lice load', 'CONTAINS', 'lice', true],
  ['LONG_TEXT', '<p>No issues</p>', 'CONTAINS', 'LICE', false],
];

describe('meetsCondition', () => {
  it.each(cases)('%s %j %s %j → %s', (type, answer, condition, value, expected) => {
    expect(meetsCondition(answer, { answerId: 1, condition, value }, type)).toBe(expected);
  });
});

describe('isIncluded', () => {
  const types = new Map<number, AnswerType>([[answerIdOf(1), 'YES_NO']]);
  const dependent = question({ id: 2, includeIf: { questionId: 1, condition: 'EQ', value: 'YES' } });

  it.each([
    ['no condition', question({ id: 2 }), {}, true],
    ['condition met', dependent, { 1: 'YES' }, true],
    ['condition not met', dependent, { 1: 'NO' }, false],
    ['referenced question unanswered', dependent, {}, false],
    ['referenced answer empty', dependent, { 1: '' }, false],
  ] as const)('%s', (_, q, given, expected) => {
    expect(isIncluded(q, answers(given), types)).toBe(expected);
  });
});

describe('includedQuestions', () => {
  const q1 = question({ id: 1, type: 'YES_NO' });
  const q2 = question({ id: 2, type: 'INTEGER', includeIf: { questionId: 1, condition: 'EQ', value: 'YES' } });
  const q3 = question({ id: 3, includeIf: { questionId: 2, condition: 'GT', value: '5' } });
  const q4 = question({ id: 4 });
  const chained = flat(q1, q2, q3, q4);

  it.each([
    ['all met', { 1: 'YES', 2: '9', 3: 'x' }, [1, 2, 3, 4]],
    ['second condition fails', { 1: 'YES', 2: '3' }, [1, 2, 4]],
    ['first fails: stale answer of q2 does not include q3', { 1: 'NO', 2: '9' }, [1, 4]],
    ['nothing answered', {}, [1, 4]],
  ] as const)('%s', (_, given, ids) => {
    expect(includedQuestions(chained, answers(given)).map((q) => q.id)).toEqual(ids);
  });

  it('excludes a question whose condition names a later question', () => {
    const forward = flat(question({ id: 1, includeIf: { questionId: 2, condition: 'EQ', value: 'a' } }), question({ id: 2 }));
    expect([...includedQuestionIds(forward, answers({ 2: 'a' }))]).toEqual([2]);
  });

  it('walks sections, steps and questions by ordinal, not array order', () => {
    const t = template([
      section(2, [step(3, [question({ id: 5 })])], 20),
      section(
        1,
        [step(2, [question({ id: 4 })], 20), step(1, [question({ id: 3, ordinal: 20 }), question({ id: 1, ordinal: 10 })], 10)],
        10,
      ),
    ]);
    expect(questionsInOrder(t).map((q) => q.id)).toEqual([1, 3, 4, 5]);
    expect(includedQuestions(t, new Map()).map((q) => q.id)).toEqual([1, 3, 4, 5]);
  });

  it('maps answers by question id to answers by answer id', () => {
    const byAnswer = answersByAnswerIdOf(
      chained,
      new Map([
        [1, 'YES'],
        [2, '7'],
        [99, 'unknown'],
      ]),
    );
    expect([...byAnswer]).toEqual([
      [answerIdOf(1), 'YES'],
      [answerIdOf(2), '7'],
    ]);
  });
});
