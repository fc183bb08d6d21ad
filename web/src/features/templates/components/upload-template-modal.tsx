import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { screenMessages, uploadMessages } from '@aquarisk/contract/messages';
import { IconAlert } from '../../../components/icons.tsx';
import { ChosenFile } from './chosen-file.tsx';
import { isTemplateFile } from './file-size.ts';
import { NAME_HINT } from './name-hint.ts';
import { useTemplateUpload } from './use-template-upload.ts';

const problemTitle = { local: uploadMessages.notSent, server: screenMessages.uploadTemplateFile, canceled: undefined };

/** Create Template (docs/requirements.md#results-2): a name and a .json or .csv file; on success the editor opens. */
export function UploadTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { name, rename, nameError, file, choose, phase, problem, start, cancel, close } = useTemplateUpload(onClose);
  const busy = phase === 'uploading' || phase === 'done';
  return (
    <Modal opened={opened} onClose={close} title="Create Template" closeOnClickOutside={!busy} size="lg">
      <Stack gap="md">
        <TextInput
          label="Template name"
          required
          value={name}
          onChange={(e) => rename(e.currentTarget.value)}
          error={nameError}
          disabled={busy}
          data-autofocus
        />
        <FileInput
          label="Template file"
          description="A .json template body or a .csv file in the template CSV format"
          placeholder="Choose a .json or .csv file"
          accept=".json,.csv"
          value={file}
          onChange={choose}
          clearable={!busy}
          disabled={busy}
          required
        />
        <Text size="xs" c="dimmed">
          {NAME_HINT}
        </Text>
        {file ? <ChosenFile file={file} phase={phase} /> : null}
        {problem ? (
          <Alert
            color={problem.kind === 'canceled' ? 'gray' : 'red'}
            variant="light"
            icon={problem.kind === 'canceled' ? undefined : <IconAlert size={18} />}
            title={problemTitle[problem.kind]}
            role={problem.kind === 'canceled' ? 'status' : 'alert'}
          >
            {problem.text}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {phase === 'uploading' ? (
            <Button variant="default" color="red" onClick={cancel}>
              Cancel upload
            </Button>
          ) : (
            <Button variant="default" onClick={close} disabled={phase === 'done'}>
              Cancel
            </Button>
          )}
          <Button onClick={start} disabled={!file || !isTemplateFile(file)} loading={busy}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
