import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** Query keys of the templates feature; a save or upload invalidates `templateKeys.list()`. */
export const templateKeys = {
  all: ['templates'] as const,
  list: () => sharedKeys.templateList(),
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
};
