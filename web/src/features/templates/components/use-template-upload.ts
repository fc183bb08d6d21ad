import { useEffect, useRef, useState } from 'react';
import { errorMessages, screenMessages, successMessages, uploadMessages } from '@aquarisk/contract/messages';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/alerts.ts';
import { CanceledError } from '../../../lib/api-errors.ts';
import { useApiErrorHandler } from '../../../lib/error-handler.ts';
import { rejectionMessage } from '../api/rejection-message.ts';
import { useUploadTemplate } from '../api/upload-template.api.ts';
import { baseName, isTemplateFile } from './file-size.ts';

/** docs/requirements.md#results-4 Upload: idle, file chosen, uploading, done. */
export type UploadPhase = 'idle' | 'chosen' | 'uploading' | 'done';

/** A problem shown in the dialog: refused here (nothing sent), refused by the server, or cancelled by the user. */
export interface UploadProblem {
  kind: 'local' | 'server' | 'canceled';
  text: string;
}
const WRONG_TYPE: UploadProblem = { kind: 'local', text: uploadMessages.templateFileType };

/** The Create Template dialog's state: name, file, phase and problem; `start` uploads, `close` aborts and forgets. */
export function useTemplateUpload(onClose: () => void) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const upload = useUploadTemplate();
  const controller = useRef<AbortController | null>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [problem, setProblem] = useState<UploadProblem | null>(null);
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

  const rename = (value: string) => {
    setName(value);
    setNameError(null);
  };
  const cancel = () => controller.current?.abort();
  return { name, rename, nameError, file, choose, phase, problem, start, cancel, close };
}
