import { Button, Tooltip } from '@mantine/core';

export interface ResolveButtonProps {
  /** why this user may not resolve the action (the spec's tooltip), or null */
  refusal: string | null;
  onReview: () => void;
  label: string;
}

/**
 * The Review button (docs/requirements.md#results-6). When the role may not accept the risk it stays focusable but disabled, so the
 * tooltip can say why on hover and on keyboard focus.
 */
export function ResolveButton({ refusal, onReview, label }: ResolveButtonProps) {
  if (!refusal) {
    return (
      <Button size="xs" onClick={onReview} aria-label={label}>
        Review
      </Button>
    );
  }
  return (
    <Tooltip label={refusal} withArrow multiline maw={260} events={{ hover: true, focus: true, touch: true }}>
      <Button size="xs" data-disabled aria-disabled="true" aria-label={`${label}: ${refusal}`} onClick={(e) => e.preventDefault()}>
        Review
      </Button>
    </Tooltip>
  );
}
