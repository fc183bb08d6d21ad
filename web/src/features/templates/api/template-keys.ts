/** Query keys of the templates feature; a save or upload invalidates `templateKeys.list()`. */
export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
};
