import { Button, Tooltip } from '@mantine/core';
import { can } from '@aquarisk/contract/capabilities';
import { useAuthorities } from '../../../lib/use-session.ts';

const UPLOADS_LATER = 'Uploads are not available yet.';

export interface QuestionToolsProps {
  actionCount: number;
  onOpenActions: () => void;
}

/** The count of actions on the question (opens New Action) and the two upload buttons, not available yet. */
export function QuestionTools({ actionCount, onOpenActions }: QuestionToolsProps) {
  const authorities = useAuthorities();
  const canRaise = can(authorities, 'raiseActions');
  return (
    <>
      <Tooltip label={canRaise ? 'Raise an action on this question' : 'You can see actions but not raise them'}>
        <Button
          size="xs"
          variant="light"
          color="#a63d0a"
          onClick={onOpenActions}
          disabled={!canRaise}
          aria-label={`Actions: ${actionCount}. New action`}
        >
          Actions ({actionCount})
        </Button>
      </Tooltip>
      {can(authorities, 'uploadMedia') &&
        ['Upload environment data', 'Upload footage'].map((label) => (
          <Tooltip key={label} label={UPLOADS_LATER}>
            <Button size="xs" variant="default" data-disabled aria-disabled="true" onClick={(e) => e.preventDefault()}>
              {label}
            </Button>
          </Tooltip>
        ))}
    </>
  );
}
