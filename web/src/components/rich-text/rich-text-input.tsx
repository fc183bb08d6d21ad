import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';

export interface RichTextInputProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  error?: string | undefined;
  minHeight?: number;
  readOnly?: boolean;
}

const Impl = lazy(() => import('./rich-text-input-impl.tsx'));

/** Rich text with the spec's tools (bold, italic, underline, three headings, lists, links, undo, redo); lazy. */
export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton height={(props.minHeight ?? 160) + 44} radius="md" aria-label="Loading editor" />}>
      <Impl {...props} />
    </Suspense>
  );
}
