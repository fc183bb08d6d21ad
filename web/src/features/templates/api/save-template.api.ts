import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import type { StoredTemplate } from './get-template.api.ts';
import { templateKeys } from './template-keys.ts';

export interface SaveTemplateInput {
  id: string;
  name: string;
  template: TemplateBody;
  /** 'Save as new': the server creates another template under `name` and answers 201 */
  saveAsNew?: boolean;
}

/** POST /admin/api/v1/template/{id} {name, template, saveAsNew}; the server re-validates and derives the scores. */
export async function saveTemplate({ id, name, template, saveAsNew }: SaveTemplateInput): Promise<StoredTemplate> {
  const body = { name, template, ...(saveAsNew ? { saveAsNew: true } : {}) };
  return callApi(templateEndpoints.save, { params: { id }, body });
}

/** Errors are the caller's: the editor shows a rejected template's message next to its fields. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: (template) => {
      client.setQueryData(templateKeys.detail(template.id), template);
      void client.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
}
