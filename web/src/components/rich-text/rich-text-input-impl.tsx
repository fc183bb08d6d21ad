import '@mantine/tiptap/styles.css';
import { useEffect, useId } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import compact from './rich-text-compact.module.css';
import classes from './rich-text-input.module.css';
import type { RichTextInputProps } from './rich-text-input.tsx';

export default function RichTextInputImpl({ value, onChange, label, error, minHeight = 160, readOnly }: RichTextInputProps) {
  const labelId = useId();
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
