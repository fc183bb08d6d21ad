import { useState } from 'react';
import { Button, Tooltip } from '@mantine/core';
import { can } from '@aquarisk/contract/capabilities';
import { UploadEnvironmentModal } from '../../../components/audit-media/upload-environment-modal.tsx';
import { UploadFootageModal } from '../../../components/audit-media/upload-footage-modal.tsx';
import { useAuthorities } from '../../../lib/use-session.ts';

export interface QuestionToolsProps {
  surveyExtId: string;
  actionCount: number;
  onOpenActions: () => void;
}

/** The count of actions on the question (opens New Action) and, for uploaders, Upload environment data and Upload footage. */
export function QuestionTools({ surveyExtId, actionCount, onOpenActions }: QuestionToolsProps) {
  const authorities = useAuthorities();
  const canRaise = can(authorities, 'raiseActions');
  const canUpload = can(authorities, 'uploadMedia');
  const [open, setOpen] = useState<'environment' | 'footage' | null>(null);
  const close = () => setOpen(null);
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
      {canUpload ? (
        <>
          <Button size="xs" variant="default" onClick={() => setOpen('environment')}>
            Upload environment data
          </Button>
          <Button size="xs" variant="default" onClick={() => setOpen('footage')}>
            Upload footage
          </Button>
          <UploadEnvironmentModal surveyExtId={surveyExtId} opened={open === 'environment'} onClose={close} />
          <UploadFootageModal surveyExtId={surveyExtId} opened={open === 'footage'} onClose={close} />
        </>
      ) : null}
    </>
  );
}
