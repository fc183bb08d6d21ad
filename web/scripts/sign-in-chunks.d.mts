import type { CodeSplittingOptions } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The rolldown `codeSplitting` option that puts the sign-in path in three chunks, and the plugin that reads what each
 * page loads from a first build (issue 37 item 16).
 */
export function signInChunks(): { codeSplitting: CodeSplittingOptions; plugin: Plugin };

export declare const SIGN_IN_CHUNK: string;
export declare const SHELL_CHUNK: string;
