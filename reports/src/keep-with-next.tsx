import type { ReactNode } from 'react';
import { View } from '@react-pdf/renderer';
import { KEEP_WITH_NEXT } from './page-style.ts';

/**
 * A heading and the first block under it, never split (no heading orphaned at the foot of a page). React PDF's
 * minPresenceAhead alone does not hold a heading back reliably, so the pair is one unbreakable view — unless the
 * first block may be longer than a page (rich text), which must be free to break rather than be clipped.
 */
export function KeepWithNext({ head, first, firstMayBeLong }: { head: ReactNode; first: ReactNode; firstMayBeLong?: boolean }) {
  if (firstMayBeLong)
    return (
      <>
        <View minPresenceAhead={KEEP_WITH_NEXT} wrap={false}>
          {head}
        </View>
        {first}
      </>
    );
  return (
    <View wrap={false}>
      {head}
      {first}
    </View>
  );
}
