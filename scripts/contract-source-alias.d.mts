/** Types of contract-source-alias.mjs for the Vite and Vitest configs. */
export declare const contractSourceAlias: { find: RegExp; replacement: string }[];
