import { Badge } from '@mantine/core';
import { countOf } from '@aquarisk/contract/plural';
import { useErrorCount, useScore } from './editor-context.ts';

const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
export const formatRange = (min: number, max: number) => `${format(min)}–${format(max)}`;

/** The derived score range of an item, read-only (docs/requirements.md#results-4: sums of the children). */
export function ScoreBadge({ scoreKey }: { scoreKey: string }) {
  const score = useScore(scoreKey);
  if (!score) return null;
  return (
    <Badge variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }} data-testid={`score-${scoreKey}`}>
      Score {formatRange(score.min, score.max)}
    </Badge>
  );
}

/** How many problems the item holds, so a collapsed item still points at them. */
export function ErrorCountBadge({ prefix }: { prefix: string }) {
  const count = useErrorCount(prefix);
  if (count === 0) return null;
  return (
    <Badge color="red" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {countOf(count, 'problem')}
    </Badge>
  );
}
