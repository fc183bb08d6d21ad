/**
 * Limits the server puts on a request before any route reads it (issue 21), and what it answers when one is passed.
 * The deepest body the app itself sends is a template (about 12 levels: body, template, sections, steps, questions,
 * answers, scoring); 32 leaves room for that to grow while refusing an attack nested thousands deep.
 */
export const MAX_JSON_NESTING = 32;

export const requestLimitMessages = {
  tooDeeplyNested: `The request nests lists and objects too deeply (at most ${MAX_JSON_NESTING} levels).`,
  uriTooLong: 'The address of the request is too long.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive; please try again.',
} as const;
