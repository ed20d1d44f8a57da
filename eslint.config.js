import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restricted = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'data', 'test-results', 'playwright-report', '.data-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Import direction: common depends on nothing of ours; web sees the server only as types.
  {
    files: ['src/common/**/*.ts'],
    rules: restricted([
      {
        group: ['@server/*', '@web/*', '**/server/**', '**/web/**'],
        message: 'src/common imports neither server nor web.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/features/**'],
    rules: restricted([{ group: ['@web/*'], message: 'The server does not import the web app.' }]),
  },
  {
    files: ['src/server/features/**/*.ts'],
    ignores: ['src/server/features/**/*-routes.ts', 'src/server/features/**/*.test.ts'],
    rules: restricted([
      { group: ['@web/*'], message: 'The server does not import the web app.' },
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/',
        message: "A feature does not import another feature's internals; move shared code to src/server/lib.",
      },
    ]),
  },
  {
    files: ['src/server/features/**/*-routes.ts'],
    rules: restricted([
      { group: ['@web/*'], message: 'The server does not import the web app.' },
      {
        group: ['drizzle-orm', 'drizzle-orm/*', '**/db/*', '**/db/**'],
        message: 'Routes call services; they never touch the ORM.',
      },
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/',
        message: "A feature does not import another feature's internals; move shared code to src/server/lib.",
      },
    ]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '!@server/app'],
              message: 'The web app talks to the server through the API client only.',
            },
            {
              group: ['@server/app'],
              allowTypeImports: true,
              message: 'Only the API type may be imported from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: restricted([
      { group: ['@server/*'], message: 'The web app talks to the server through the API client only.' },
      {
        regex: '^@web/features/',
        message: "A feature does not import another feature's internals; compose them in app/.",
      },
    ]),
  },
);
