import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatMb } from '@aquarisk/contract/schemas/media.schema';
import type { UploadFlow } from './use-upload-flow.ts';

/** The chosen file with Upload and Cancel, or the running upload with its real progress and Cancel (aborts). */
export function UploadProgressView({
  flow,
  label,
  uploadLabel = 'Upload',
  error,
}: {
  flow: UploadFlow;
  label: string;
  uploadLabel?: string;
  error?: string | null;
}) {
  const { file, phase, progress, percent, waiting } = flow;
  if (!file) return null;
  const uploading = phase === 'uploading';
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate title={file.name}>
          {file.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatMb(file.size)}
        </Text>
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {uploading ? (
        <>
          <Progress value={percent} size="lg" radius="xl" animated aria-label={`${label} upload progress`} />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" aria-live="polite">
              {waiting ? 'Waiting for the connection · ' : ''}
              {percent}% · {formatMb(progress.loaded)} of {formatMb(progress.total)}
            </Text>
          </Group>
        </>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={flow.cancel}>
          Cancel
        </Button>
        {!uploading ? (
          <Button size="xs" onClick={() => void flow.start()} disabled={Boolean(error)}>
            {uploadLabel}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
