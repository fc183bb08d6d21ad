import { Alert } from '@mantine/core';
import { IconAlert } from '../icons.tsx';
import type { UploadNotice } from './use-upload-flow.ts';

/**
 * How the last upload ended, inside the dialog: a refusal (the CSV line and column, too large, wrong type) in red,
 * a cancel in grey. It stays until the user acts, unlike the alert that clears after 5 seconds.
 */
export function UploadNoticeView({ notice, title }: { notice: UploadNotice | null; title: string }) {
  if (!notice) return null;
  const canceled = notice.tone === 'canceled';
  return (
    <Alert
      color={canceled ? 'gray' : 'red'}
      variant="light"
      icon={canceled ? undefined : <IconAlert size={18} />}
      title={canceled ? undefined : title}
      role={canceled ? 'status' : 'alert'}
      data-testid="upload-notice"
      styles={{ message: { overflowWrap: 'anywhere' } }}
    >
      {notice.text}
    </Alert>
  );
}
