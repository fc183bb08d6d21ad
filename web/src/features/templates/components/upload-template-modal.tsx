import { useEffect, useRef, useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { errorMessages, screenMessages, successMessages, uploadMessages } from '@aquarisk/contract/messages';
import { useNavigate } from 'react-router';
import { IconAlert, IconCheck } from '../../../components/icons.tsx';
import { notifySuccess } from '../../../lib/alerts.ts';
import { CanceledError } from '../../../lib/api-errors.ts';
import { useApiErrorHandler } from '../../../lib/error-handler.ts';
import { rejectionMessage } from '../api/rejection-message.ts';
import { useUploadTemplate } from '../api/upload-template.api.ts';
import { baseName, formatFileSize, isTemplateFile } from './file-size.ts';
import { NAME_HINT } from './name-hint.ts';

/** docs/requirements.md#results-4 Upload: idle, file chosen, uploading, done. */
export type UploadPhase = 'idle' | 'chosen' | 'uploading' | 'done';

/** A problem shown in the dialog: refused here (nothing sent), refused by the server, or cancelled by the user. */
interface Problem {
  kind: 'local' | 'server' | 'canceled';
  text: string;
}
const WRONG_TYPE: Problem = { kind: 'local', text: uploadMessages.templateFileType };
const problemTitle = { local: uploadMessages.notSent, server: screenMessages.uploadTemplateFile, canceled: undefined };

/** Create Template (docs/requirements.md#results-2): a name and a .json or .csv file; on success the editor opens. */
export function UploadTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const upload = useUploadTemplate();
  const controller = useRef<AbortController | null>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  // Closing the modal (or leaving the page) while uploading aborts the request.
  useEffect(() => () => controller.current?.abort(), []);

  const reset = () => {
    setName('');
    setFile(null);
    setPhase('idle');
    setProblem(null);
    setNameError(null);
  };
  const close = () => {
    // Closing forgets the upload: its abort is not reported back into the emptied dialog.
    const running = controller.current;
    controller.current = null;
    running?.abort();
    reset();
    onClose();
  };

  const choose = (chosen: File | null) => {
    setProblem(chosen && !isTemplateFile(chosen) ? WRONG_TYPE : null);
    setFile(chosen);
    setPhase(chosen ? 'chosen' : 'idle');
    if (chosen && !name.trim()) setName(baseName(chosen.name));
  };

  const start = () => {
    if (!file) return;
    if (!name.trim()) {
      setNameError('Template name is required');
      return;
    }
    if (!isTemplateFile(file)) return setProblem(WRONG_TYPE);
    const abort = new AbortController();
    controller.current = abort;
    setProblem(null);
    setPhase('uploading');
    upload.mutate(
      { name: name.trim(), file, signal: abort.signal },
      {
        onSuccess: (template) => {
          setPhase('done');
          notifySuccess(successMessages.templateCreated);
          reset();
          onClose();
          void navigate(`/templates/${template.id}`);
        },
        onError: (error) => {
          const message = rejectionMessage(error);
          if (!message) handleError(error, { message: screenMessages.uploadTemplateFile, object: 'template file', operation: 'uploaded' });
          // Closed meanwhile: the alert said it; the emptied dialog keeps nothing of it.
          if (controller.current !== abort) return;
          setPhase('chosen');
          if (message) setProblem({ kind: 'server', text: message });
          else if (error instanceof CanceledError) setProblem({ kind: 'canceled', text: errorMessages.canceled });
        },
        onSettled: () => {
          controller.current = null;
        },
      },
    );
  };

  const busy = phase === 'uploading' || phase === 'done';
  return (
    <Modal opened={opened} onClose={close} title="Create Template" closeOnClickOutside={!busy} size="lg">
      <Stack gap="md">
        <TextInput
          label="Template name"
          required
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
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
            <Button variant="default" color="red" onClick={() => controller.current?.abort()}>
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

function ChosenFile({ file, phase }: { file: File; phase: UploadPhase }) {
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
