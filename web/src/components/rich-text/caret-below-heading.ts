import type { Node } from '@tiptap/pm/model';
import { TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';

/**
 * Where the caret goes when the user enters the editor and it lands in a heading (issue 37 item 7: a click into the
 * prefilled Findings and Recommendations description put the typed text inside a heading). At the very start of a
 * heading that follows an empty paragraph (a click in the margin above the heading), that paragraph; otherwise the end
 * of the paragraph under the heading, added when there is none. Null when the position is not in a heading.
 */
export function caretBelowHeading(state: EditorState, at: number): Transaction | null {
  const pos = Math.max(0, Math.min(at, state.doc.content.size));
  // A click between two blocks (in the margin above a heading) points between them: take the heading's start.
  const $between = state.doc.resolve(pos);
  const $pos = $between.depth === 0 && $between.nodeAfter?.type.name === 'heading' ? state.doc.resolve(pos + 1) : $between;
  if ($pos.depth < 1 || $pos.parent.type.name !== 'heading') return null;
  const index = $pos.index(0);
  const before = index > 0 ? state.doc.child(index - 1) : null;
  const headingStart = $pos.before(1);
  if ($pos.parentOffset === 0 && isEmptyParagraph(before)) {
    return state.tr.setSelection(TextSelection.create(state.doc, headingStart - 1));
  }
  const headingEnd = $pos.after(1);
  const next = index + 1 < state.doc.childCount ? state.doc.child(index + 1) : null;
  if (next?.type.name === 'paragraph') {
    return state.tr.setSelection(TextSelection.create(state.doc, headingEnd + next.nodeSize - 1));
  }
  const tr = state.tr.insert(headingEnd, state.schema.nodes['paragraph']!.create());
  return tr.setSelection(TextSelection.create(tr.doc, headingEnd + 1));
}

function isEmptyParagraph(node: Node | null): boolean {
  return node?.type.name === 'paragraph' && node.content.size === 0;
}
