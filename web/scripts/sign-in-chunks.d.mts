import type { CodeSplittingOptions } from 'rolldown';

/** The rolldown `codeSplitting` option that puts the sign-in path in two chunks (issue 37 item 16). */
export function signInChunks(): CodeSplittingOptions;
