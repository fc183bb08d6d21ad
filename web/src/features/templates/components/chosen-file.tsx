import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck } from '../../../components/icons.tsx';
import { formatFileSize } from './file-size.ts';
import type { UploadPhase } from './use-template-upload.ts';

/** The chosen template file: its name and size, then a progress bar while uploading and 'Uploaded' when done. */
export function ChosenFile({ file, phase }: { file: File; phase: UploadPhase }) {
  return (
    <Stack gap={6} data-testid="chosen-file">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate="end">
          {file.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatFileSize(file.size)}
        </Text>
      </Group>
      {phase === 'uploading' ? <Progress value={100} striped animated aria-label="Uploading" size="sm" /> : null}
      {phase === 'done' ? (
        <Group gap={6} c="teal.8">
          <IconCheck size={16} />
          <Text size="sm">Uploaded</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
