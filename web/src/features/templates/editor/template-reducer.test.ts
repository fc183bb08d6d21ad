import { describe, expect, it } from 'vitest';
import { question, section, step, template } from '@aquarisk/contract/template/template.fixture';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { blankTemplate, editorReducer, initEditorState, type EditorAction } from './template-reducer.ts';

/** Two sections; section 1 has steps 1 and 2; step 1 holds a yes/no, a select with three options and a text. */
function fixture(): TemplateBody {
  return template([
    section(1, [
      step(1, [
        question({ id: 1, type: 'YES_NO', yes: 2, no: 0, max: 2 }),
        question({
          id: 2,
          type: 'SINGLE_SELECT',
          max: 3,
          options: [
            [10, 1],
            [20, 2],
            [30, 3],
          ],
        }),
        question({ id: 3, includeIf: { questionId: 2, condition: 'EQ', value: '20' } }),
      ]),
      step(2, []),
    ]),
    section(2, []),
  ]);
}

const run = (actions: EditorAction[], t = fixture()) => actions.reduce(editorReducer, initEditorState(t));

/** Every ordinal in the tree, checked against 10 × position. */
function expectOrdinalsByPosition(t: TemplateBody) {
  const tens = (n: number) => Array.from({ length: n }, (_, i) => 10 * (i + 1));
  expect(t.sections.map((s) => s.ordinal)).toEqual(tens(t.sections.length));
  for (const s of t.sections) {
    expect(s.steps.map((st) => st.ordinal)).toEqual(tens(s.steps.length));
    for (const st of s.steps) {
      expect(st.questions.map((q) => q.ordinal)).toEqual(tens(st.questions.length));
      for (const q of st.questions) expect(q.answerOptions.map((o) => o.ordinal)).toEqual(tens(q.answerOptions.length));
    }
  }
}

describe('editorReducer', () => {
  it.each<[string, EditorAction[]]>([
    ['add a section', [{ type: 'add', kind: 'section', at: {} }]],
    ['add a step', [{ type: 'add', kind: 'step', at: { s: 0 } }]],
    ['add a question', [{ type: 'add', kind: 'question', at: { s: 0, st: 0 } }]],
    ['add an option', [{ type: 'add', kind: 'option', at: { s: 0, st: 0, q: 1 } }]],
    ['remove the first question', [{ type: 'remove', kind: 'question', at: { s: 0, st: 0, q: 0 } }]],
    ['remove a middle option', [{ type: 'remove', kind: 'option', at: { s: 0, st: 0, q: 1, o: 1 } }]],
    ['remove the first section', [{ type: 'remove', kind: 'section', at: { s: 0 } }]],
    ['move a question down', [{ type: 'move', kind: 'question', at: { s: 0, st: 0, q: 0 }, by: 1 }]],
    ['move a step up', [{ type: 'move', kind: 'step', at: { s: 0, st: 1 }, by: -1 }]],
    ['move a section down', [{ type: 'move', kind: 'section', at: { s: 0 }, by: 1 }]],
    ['move an option up', [{ type: 'move', kind: 'option', at: { s: 0, st: 0, q: 1, o: 2 }, by: -1 }]],
  ])('%s keeps every ordinal at 10 × position and marks the template edited', (_name, actions) => {
    const state = run(actions);
    expectOrdinalsByPosition(state.template);
    expect(state.dirty).toBe(true);
  });

  it('new items get the next id of their kind across the whole template, and default names', () => {
    const { template: t } = run([
      { type: 'add', kind: 'question', at: { s: 0, st: 1 } },
      { type: 'add', kind: 'option', at: { s: 0, st: 0, q: 1 } },
      { type: 'add', kind: 'step', at: { s: 1 } },
    ]);
    const added = t.sections[0]!.steps[1]!.questions[0]!;
    expect(added).toMatchObject({ id: 4, name: 'Question 1', ordinal: 10, answer: { id: 104, questionId: 4 } });
    const option = t.sections[0]!.steps[0]!.questions[1]!.answerOptions[3]!;
    expect(option).toMatchObject({ name: 'option-4', ordinal: 40, scoring: { value: 0 } });
    expect(option.id).toBe(1000 + 2 * 10 + 3 + 1);
    expect(t.sections[1]!.steps[0]).toMatchObject({ id: 3, name: 'Step 1', ordinal: 10 });
  });

  it('moves swap neighbours, and a move past either end changes nothing', () => {
    const down = run([{ type: 'move', kind: 'question', at: { s: 0, st: 0, q: 0 }, by: 1 }]).template;
    expect(down.sections[0]!.steps[0]!.questions.map((q) => q.id)).toEqual([2, 1, 3]);
    const stuck = run([{ type: 'move', kind: 'question', at: { s: 0, st: 0, q: 0 }, by: -1 }]).template;
    expect(stuck.sections[0]!.steps[0]!.questions.map((q) => q.id)).toEqual([1, 2, 3]);
  });

  it('reordering options carries an includeIf value that names them (renumberOrdinals)', () => {
    // Option 20 moves up to the first place and becomes 10; question 3 asked "EQ 20" and now asks "EQ 10".
    const t = run([{ type: 'move', kind: 'option', at: { s: 0, st: 0, q: 1, o: 1 }, by: -1 }]).template;
    expect(t.sections[0]!.steps[0]!.questions[2]!.includeIf).toMatchObject({ value: '10' });
  });

  it('a field edit copies only the path to it, so other sections keep their identity', () => {
    const before = initEditorState(fixture());
    const after = editorReducer(before, { type: 'editQuestion', at: { s: 0, st: 0, q: 2 }, patch: { text: 'New text' } });
    expect(after.template.sections[0]!.steps[0]!.questions[2]!.text).toBe('New text');
    expect(after.template.sections[1]).toBe(before.template.sections[1]);
    expect(after.template.sections[0]!.steps[1]).toBe(before.template.sections[0]!.steps[1]);
  });

  it('switching to yes/no keeps the answer type in step and starts yes and no at 0', () => {
    const t = run([{ type: 'setAnswerType', at: { s: 0, st: 0, q: 2 }, answerType: 'YES_NO' }]).template;
    const q = t.sections[0]!.steps[0]!.questions[2]!;
    expect(q.answerType).toBe('YES_NO');
    expect(q.answer.answerType).toBe('YES_NO');
    expect(q.answer.scoring).toMatchObject({ yes: 0, no: 0 });
  });

  it('adds, edits and removes scoring bands, and sets and clears bounds', () => {
    const at = { s: 0, st: 0, q: 2 };
    let t = run([
      { type: 'setAnswerType', at, answerType: 'INTEGER' },
      { type: 'addBand', at },
      { type: 'editBand', at, b: 0, patch: { to: 1, value: 3 } },
      { type: 'addBand', at },
      { type: 'editBand', at, b: 1, patch: { capRisk: 'HIGH' } },
      { type: 'editBounds', at, patch: { min: 0 } },
    ]).template;
    let q = t.sections[0]!.steps[0]!.questions[2]!;
    expect(q.answer.scoring.bands).toEqual([
      { from: null, to: 1, value: 3 },
      { from: 1, to: null, value: 0, capRisk: 'HIGH' },
    ]);
    expect(q.answerBounds).toEqual({ min: 0, max: null });
    t = editorReducer(initEditorState(t), { type: 'removeBand', at, b: 0 }).template;
    t = editorReducer(initEditorState(t), { type: 'editBounds', at, patch: { min: null } }).template;
    q = t.sections[0]!.steps[0]!.questions[2]!;
    expect(q.answer.scoring.bands).toEqual([{ from: 1, to: null, value: 0, capRisk: 'HIGH' }]);
    expect(q.answerBounds).toBeUndefined();
  });

  it('switching the answer type drops the caps, bands and bounds the new type cannot use', () => {
    const yesNo = { s: 0, st: 0, q: 0 };
    const number = { s: 0, st: 0, q: 2 };
    const t = run([
      { type: 'editScoring', at: yesNo, patch: { capNo: 'HIGH' } },
      { type: 'setAnswerType', at: yesNo, answerType: 'SINGLE_SELECT' },
      { type: 'setAnswerType', at: number, answerType: 'FLOAT' },
      { type: 'addBand', at: number },
      { type: 'editBounds', at: number, patch: { max: 35 } },
      { type: 'setAnswerType', at: number, answerType: 'FLOAT_RANGE' },
    ]).template;
    const [first, , third] = t.sections[0]!.steps[0]!.questions;
    expect(first!.answer.scoring.capNo).toBeUndefined();
    expect(third!.answer.scoring.bands).toHaveLength(1);
    expect(third!.answerBounds).toEqual({ min: null, max: 35 });
    const text = editorReducer(initEditorState(t), { type: 'setAnswerType', at: number, answerType: 'SHORT_TEXT' }).template;
    expect(text.sections[0]!.steps[0]!.questions[2]!.answer.scoring.bands).toBeUndefined();
    expect(text.sections[0]!.steps[0]!.questions[2]!.answerBounds).toBeUndefined();
  });

  it('an option score and text are edited; its id is not part of any edit', () => {
    const t = run([{ type: 'editOption', at: { s: 0, st: 0, q: 1, o: 0 }, patch: { value: 0.3, text: 'Good' } }]).template;
    expect(t.sections[0]!.steps[0]!.questions[1]!.answerOptions[0]).toMatchObject({ id: 1021, text: 'Good', scoring: { value: 0.3 } });
  });

  it('loading sorts by ordinal (flow order) without renumbering, and saving clears the edited flag', () => {
    const t = fixture();
    t.sections[0]!.steps[0]!.questions.reverse();
    const loaded = editorReducer(run([{ type: 'setName', name: 'x' }]), { type: 'load', template: t });
    expect(loaded.template.sections[0]!.steps[0]!.questions.map((q) => q.ordinal)).toEqual([10, 20, 30]);
    expect(loaded.dirty).toBe(false);
    expect(editorReducer({ ...loaded, dirty: true }, { type: 'saved' }).dirty).toBe(false);
  });

  it('condition, translation and threshold edits merge into the current state', () => {
    const at = { s: 0, st: 0, q: 2 };
    const t = run([
      { type: 'editIncludeIf', at, patch: { condition: 'NE' } },
      { type: 'editIncludeIf', at, patch: { value: '10' } },
      { type: 'editTranslation', at, lang: 'no', patch: {} },
      { type: 'editTranslation', at, lang: 'no', patch: { text: 'Tekst' } },
      { type: 'editTranslation', at, lang: 'no', patch: { hint: 'Hint' } },
      { type: 'setRiskThresholds', riskThresholds: { low: 80, moderateLow: 60, moderate: 40, moderateHigh: 20 } },
      { type: 'setThreshold', key: 'moderate', value: 45 },
    ]).template;
    const q = t.sections[0]!.steps[0]!.questions[2]!;
    expect(q.includeIf).toEqual({ answerId: 102, condition: 'NE', value: '10' });
    expect(q.languageText).toEqual({ no: { text: 'Tekst', guidance: null, hint: 'Hint' } });
    expect(t.riskThresholds).toEqual({ low: 80, moderateLow: 60, moderate: 45, moderateHigh: 20 });
    const removed = editorReducer({ template: t, dirty: true }, { type: 'removeTranslation', at, lang: 'no' }).template;
    expect(removed.sections[0]!.steps[0]!.questions[2]!.languageText).toBeNull();
  });

  it('a blank template has one empty section', () => {
    expect(blankTemplate().sections).toEqual([expect.objectContaining({ id: 1, name: 'Section 1', ordinal: 10, steps: [] })]);
  });
});
