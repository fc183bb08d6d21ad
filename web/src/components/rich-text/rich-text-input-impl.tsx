import '@mantine/tiptap/styles.css';
import { useEffect, useId, useRef } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { caretBelowHeading } from './caret-below-heading.ts';
import compact from './rich-text-compact.module.css';
import classes from './rich-text-input.module.css';

export interface RichTextInputProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  error?: string | undefined;
  minHeight?: number;
  readOnly?: boolean;
}

export default function RichTextInputImpl({ value, onChange, label, error, minHeight = 160, readOnly }: RichTextInputProps) {
  const labelId = useId();
  // Entering the editor (a click or Tab from outside) never leaves the caret in a heading: the prefilled Findings and
  // Recommendations take their text under the headings. A click inside the focused editor goes where it points.
  const enteringByMouse = useRef(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: {
          openOnClick: false,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
        codeBlock: false,
        horizontalRule: false,
      }),
    ],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-invalid': error ? 'true' : 'false', role: 'textbox', 'aria-multiline': 'true' },
      handleDOMEvents: {
        mousedown: (view) => {
          enteringByMouse.current = !view.hasFocus();
          return false;
        },
      },
      handleClick: (view, pos) => {
        if (!enteringByMouse.current) return false;
        enteringByMouse.current = false;
        const tr = caretBelowHeading(view.state, pos);
        if (tr) view.dispatch(tr.scrollIntoView());
        return tr !== null;
      },
    },
    onFocus: ({ editor: e }) => {
      if (enteringByMouse.current || !e.state.selection.empty) return;
      const tr = caretBelowHeading(e.state, e.state.selection.from);
      if (tr) e.view.dispatch(tr);
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  // Outside changes (e.g. a form reset or another question) replace the content.
  // StrictMode re-runs effects against an editor that useEditor has just destroyed; it has no view then.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <RichTextEditor editor={editor} style={{ borderColor: error ? 'var(--mantine-color-error)' : undefined }}>
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={60} className={classes.toolbar}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H1 />
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content className={`${classes.content} ${compact.compact}`} style={{ '--rte-min-height': `${minHeight}px` }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
