import { useState, type Dispatch } from 'react';
import { successMessages } from '@aquarisk/contract/messages';
import { deriveTemplateScores } from '@aquarisk/contract/template/template-rules';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/alerts.ts';
import { hasErrorCode } from '../../../lib/api-errors.ts';
import { templateFileName } from '../api/download-template.api.ts';
import { rejectionMessage } from '../api/rejection-message.ts';
import { useSaveTemplate } from '../api/save-template.api.ts';
import { useUploadTemplate } from '../api/upload-template.api.ts';
import type { EditorAction } from './template-reducer.ts';

interface SaveOptions {
  template: TemplateBody;
  /** the stored template; absent for '+ Template', whose first save creates it */
  templateId: string | undefined;
  dispatch: Dispatch<EditorAction>;
  /** false (and the problems shown) when the server would refuse `candidate` */
  checkBeforeSave: (candidate: TemplateBody) => boolean;
  onRefused: (error: unknown, name: string) => void;
}

/** Save (or create, for '+ Template') and 'Save as new' with its name dialog; the whole template in one call. */
export function useTemplateSave({ template, templateId, dispatch, checkBeforeSave, onRefused }: SaveOptions) {
  const navigate = useNavigate();
  const save = useSaveTemplate();
  const create = useUploadTemplate();
  const [savingAsNew, setSavingAsNew] = useState(false);
  const [saveAsNewError, setSaveAsNewError] = useState<string | null>(null);

  const saveTemplate = () => {
    const name = template.name.trim();
    const body = deriveTemplateScores({ ...template, name });
    if (!checkBeforeSave(body)) return;
    if (templateId) {
      save.mutate(
        { id: templateId, name, template: body },
        {
          onSuccess: () => {
            dispatch({ type: 'saved' });
            notifySuccess(successMessages.templateSaved);
          },
          onError: (error) => onRefused(error, name),
        },
      );
      return;
    }
    // POST /template takes a file; '+ Template' sends the edited body as '<name>.json'.
    const file = new File([JSON.stringify(body)], templateFileName(name), { type: 'application/json' });
    create.mutate(
      { name, file },
      {
        onSuccess: (created) => {
          dispatch({ type: 'saved' });
          notifySuccess(successMessages.templateCreated);
          void navigate(`/templates/${created.id}`, { replace: true });
        },
        onError: (error) => onRefused(error, name),
      },
    );
  };

  const saveAsNew = (name: string) => {
    if (!templateId) return;
    const body = deriveTemplateScores({ ...template, name });
    if (!checkBeforeSave(body)) return setSavingAsNew(false);
    setSaveAsNewError(null);
    save.mutate(
      { id: templateId, name, template: body, saveAsNew: true },
      {
        onSuccess: (created) => {
          setSavingAsNew(false);
          notifySuccess(successMessages.templateSaved);
          void navigate(`/templates/${created.id}`);
        },
        onError: (error) => {
          if (hasErrorCode(error, 'CONFLICT', 'ALREADY_EXISTS')) setSaveAsNewError(rejectionMessage(error));
          else {
            setSavingAsNew(false);
            onRefused(error, name);
          }
        },
      },
    );
  };

  return {
    saveTemplate,
    saving: save.isPending || create.isPending,
    saveAsNew: {
      open: savingAsNew,
      saving: save.isPending,
      error: saveAsNewError,
      start: () => {
        setSaveAsNewError(null);
        setSavingAsNew(true);
      },
      submit: saveAsNew,
      close: () => setSavingAsNew(false),
    },
  };
}
