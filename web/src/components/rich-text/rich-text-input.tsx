import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { RichTextInputProps } from './rich-text-input-impl.tsx';

const Impl = lazy(() => import('./rich-text-input-impl.tsx'));

/** Rich text with the spec's tools (bold, italic, underline, three headings, lists, links, undo, redo); lazy. */
export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton height={(props.minHeight ?? 160) + 44} radius="md" aria-label="Loading editor" />}>
      <Impl {...props} />
    </Suspense>
  );
}
