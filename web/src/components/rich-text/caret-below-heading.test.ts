import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { FINDINGS_DEFAULT_HTML } from '@aquarisk/contract/answers/answer-rules';
import { caretBelowHeading } from './caret-below-heading.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** Puts the caret at `pos` as the entering click would, applies the rule and types `text` where the caret ends. */
function typeAfterEntering(html: string, pos: (doc: Editor['state']['doc']) => number, text: string): string {
  editor = new Editor({ extensions: [StarterKit], content: html });
  const tr = caretBelowHeading(editor.state, pos(editor.state.doc));
  if (tr) editor.view.dispatch(tr);
  editor.commands.insertContent(text);
  return editor.getHTML();
}

/** The position `offset` characters into the `n`-th heading. */
const inHeading = (n: number, offset: number) => (doc: Editor['state']['doc']) => {
  let found = -1;
  let seen = 0;
  doc.forEach((node, at) => {
    if (node.type.name === 'heading' && seen++ === n) found = at + 1 + offset;
  });
  return found;
};

describe('caretBelowHeading (issue 37 item 7)', () => {
  it.each([
    [
      'between the empty paragraph and Recommendations (a click in the margin above it)',
      inHeading(1, -1),
      '<h2>Findings</h2><p>X</p><h2>Recommendations</h2><p></p>',
    ],
    ['at the start of Recommendations', inHeading(1, 0), '<h2>Findings</h2><p>X</p><h2>Recommendations</h2><p></p>'],
    ['inside the Findings heading', inHeading(0, 3), '<h2>Findings</h2><p>X</p><h2>Recommendations</h2><p></p>'],
    ['at the end of the Recommendations heading', inHeading(1, 15), '<h2>Findings</h2><p></p><h2>Recommendations</h2><p>X</p>'],
    ['at the start of the text (keyboard focus)', () => 1, '<h2>Findings</h2><p>X</p><h2>Recommendations</h2><p></p>'],
  ])('the prefilled description, caret %s: the text goes in a paragraph', (_, pos, expected) => {
    expect(typeAfterEntering(FINDINGS_DEFAULT_HTML, pos, 'X')).toBe(expected);
  });

  it('adds a paragraph under a last heading that has none', () => {
    expect(typeAfterEntering('<p>a</p><h2>Findings</h2>', inHeading(0, 2), 'X')).toBe('<p>a</p><h2>Findings</h2><p>X</p>');
  });

  it('goes to the end of the paragraph under the heading when it has text', () => {
    expect(typeAfterEntering('<h2>Findings</h2><p>Net torn</p>', inHeading(0, 1), '.')).toBe('<h2>Findings</h2><p>Net torn.</p>');
  });

  it('leaves a caret outside headings where it is', () => {
    editor = new Editor({ extensions: [StarterKit], content: FINDINGS_DEFAULT_HTML });
    expect(caretBelowHeading(editor.state, inHeading(0, 0)(editor.state.doc) + 9)).toBeNull();
  });
});
