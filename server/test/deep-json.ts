/** The deep-nesting attack of issue 21, item 2: `[` × n then `]` × n (8,000 of each is 16 KB), or objects alike. */
export const deepArrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
export const deepObjects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
