import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import type { StoredTemplate } from './get-template.api.ts';
import { templateKeys } from './template-keys.ts';

export interface UploadTemplateInput {
  name: string;
  file: File;
  /** Cancel aborts the request (docs/requirements.md#results-4 Upload). */
  signal?: AbortSignal;
}

/** Create Template: POST /admin/api/v1/template, multipart name and a .json or .csv file; 201 with the template. */
export async function uploadTemplate({ name, file, signal }: UploadTemplateInput): Promise<StoredTemplate> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file, file.name);
  return callApi(templateEndpoints.create, { form, signal });
}

/** Errors are the caller's: the upload modal shows a bad file's message beside the form. */
export function useUploadTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadTemplate,
    onSuccess: (template) => {
      client.setQueryData(templateKeys.detail(template.id), template);
      void client.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
}
