// One flat config for every workspace (docs/conventions.md): type-aware TypeScript rules, React hooks in the web, and the
// import boundaries of the layout (eslint/boundaries-rule.js). Prettier owns formatting (.prettierrc.json).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local from './eslint/boundaries-rule.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
      'test-logs/**',
      'web/public/**',
      '**/*.d.ts',
      '**/*.d.mts',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { local },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Kysely's dynamic tables and JSON columns are typed at the repository edge, not everywhere.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Repositories own SQL (docs/conventions.md#rule-3): services open transactions and call repository functions.
    files: ['server/src/**/*.ts'],
    // The demo seed writes its fixtures directly, like a migration; it is a script, not a feature.
    ignores: ['server/src/**/*.repository.ts', 'server/src/db/**', 'server/src/seed/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with)$/]',
          message: 'SQL belongs in a *.repository.ts file of the module (or server/src/db).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL belongs in a *.repository.ts file of the module (or server/src/db).',
        },
      ],
    },
  },
  {
    // One date format, the user's locale (issue 21): dates go through contract/src/format-date.ts (the web's
    // lib/format-date.ts, the reports' formatDay), never an ad-hoc toLocaleDateString or DateTimeFormat.
    files: ['web/src/**/*.{ts,tsx}', 'reports/src/**/*.{ts,tsx}', 'contract/src/**/*.ts'],
    ignores: ['contract/src/format-date.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleDateString', message: 'Format dates with formatDate (web/src/lib/format-date.ts).' },
        { property: 'toLocaleTimeString', message: 'Format times with formatDateTime (web/src/lib/format-date.ts).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.property.name='DateTimeFormat']",
          message: 'Format dates with formatDate or formatDateTime (contract/src/format-date.ts), one style for the app.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests, fixtures, benchmarks and migrations handle untyped JSON and dynamic tables by design.
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'server/bench/**', 'e2e/**', 'web/src/test/**', 'server/src/db/migrations/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
