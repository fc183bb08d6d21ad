import { useState } from 'react';
import { Button, Menu, Tooltip } from '@mantine/core';
import { can } from '@aquarisk/contract/capabilities';
import { UploadEnvironmentModal } from '../../../components/audit-media/upload-environment-modal.tsx';
import { UploadFootageModal } from '../../../components/audit-media/upload-footage-modal.tsx';
import { useAuthorities } from '../../../lib/use-session.ts';

export interface QuestionToolsProps {
  surveyExtId: string;
  actionCount: number;
  onOpenActions: () => void;
}

/**
 * The count of actions on the question (opens New Action) and, for uploaders, Upload environment data and Upload footage
 * (one Upload menu on a phone).
 */
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
          <Button visibleFrom="sm" size="xs" variant="default" onClick={() => setOpen('environment')}>
            Upload environment data
          </Button>
          <Button visibleFrom="sm" size="xs" variant="default" onClick={() => setOpen('footage')}>
            Upload footage
          </Button>
          {/* On a phone the uploads share one menu, so the question is not pushed down by a row of buttons (issue 21). */}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button hiddenFrom="sm" size="xs" variant="default" rightSection={<span aria-hidden="true">▾</span>}>
                Upload
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setOpen('environment')}>Upload environment data</Menu.Item>
              <Menu.Item onClick={() => setOpen('footage')}>Upload footage</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <UploadEnvironmentModal surveyExtId={surveyExtId} opened={open === 'environment'} onClose={close} />
          <UploadFootageModal surveyExtId={surveyExtId} opened={open === 'footage'} onClose={close} />
        </>
      ) : null}
    </>
  );
}
