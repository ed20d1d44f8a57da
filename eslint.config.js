import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The architecture's import rules (README: "How to add a feature"). Each feature is one element, a folder
 * under `features/`, whose public face is its `index.ts`: others import that file only, at any depth and
 * through the aliases. The layers below the features (server lib, db, http; the web's shared components,
 * lib, config) never import a feature, and src/common imports nothing of ours. `testing/architecture-rules.test.ts`
 * lints files that break each rule (testing/lint-fixtures), so the rules cannot silently stop working.
 */
export const architectureElements = [
  { type: 'common', pattern: 'src/common', mode: 'folder' },
  { type: 'server-feature', pattern: 'src/server/features/*', mode: 'folder', capture: ['feature'] },
  // Composition roots: they mount, seed and test the features together.
  {
    type: 'server-root',
    pattern: [
      'src/server/app.ts',
      'src/server/index.ts',
      'src/server/start-server.ts',
      'src/server/demo-data/**',
      'src/server/testing/**',
    ],
    mode: 'full',
  },
  {
    type: 'server-core',
    pattern: ['src/server/{db,http,lib,middleware}/**', 'src/server/*.ts'],
    mode: 'full',
  },
  { type: 'web-feature', pattern: 'src/web/features/*', mode: 'folder', capture: ['feature'] },
  { type: 'web-app', pattern: ['src/web/app/**', 'src/web/main.tsx'], mode: 'full' },
  { type: 'web-shared', pattern: 'src/web/{components,config,lib}/**', mode: 'full' },
];

const publicFace = 'index.ts';
const featureRule = (feature) => ({
  disallow: { to: { element: { type: feature } } },
  message: `Import another feature only through its public face (its ${publicFace}).`,
});

export const architecturePolicies = [
  {
    from: { element: { type: 'common' } },
    disallow: { to: { element: { type: '!common' } } },
    message: 'src/common imports nothing of ours.',
  },
  {
    from: { element: { type: 'server-*' } },
    disallow: { to: { element: { type: 'web-*' } } },
    message: 'The server does not import the web app.',
  },
  {
    // Tests beside the code they test build the app in-process (src/server/testing).
    from: { element: { type: ['server-core', 'server-feature'] }, file: { categories: 'source' } },
    disallow: { to: { element: { type: 'server-root' } } },
    message: 'Only the composition roots (app, start, demo data, tests) import the app.',
  },
  {
    from: { element: { type: 'server-core' } },
    ...featureRule('server-feature'),
    message: 'src/server lib, db, http and middleware never import a feature: features build on them.',
  },
  { from: { element: { type: ['server-feature', 'server-root'] } }, ...featureRule('server-feature') },
  {
    from: { element: { type: ['server-feature', 'server-root'] } },
    allow: { to: { element: { type: 'server-feature', fileInternalPath: publicFace } } },
  },
  {
    from: { element: { type: 'web-*' } },
    disallow: { to: { element: { type: 'server-*' } } },
    message: 'The web app talks to the server through the API client only.',
  },
  {
    // The typed client is built from the API's type alone.
    from: { element: { type: 'web-shared' } },
    allow: { to: { element: { type: 'server-root', fileInternalPath: 'app.ts' } } },
    importKind: 'type',
  },
  {
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { type: ['web-feature', 'web-app'] } } },
    message: 'Shared components, lib and config never import a feature or the app: compose in app/.',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-app' } } },
    message: 'A feature does not import the app; the app composes features.',
  },
  { from: { element: { type: ['web-feature', 'web-app'] } }, ...featureRule('web-feature') },
  {
    from: { element: { type: ['web-feature', 'web-app'] } },
    allow: { to: { element: { type: 'web-feature', fileInternalPath: publicFace } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'drizzle',
      'data',
      'test-results',
      'playwright-report',
      '.data-*',
      // Files that break the rules on purpose; testing/architecture-rules.test.ts lints them.
      'testing/lint-fixtures',
    ],
  },
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
  {
    files: ['src/**/*.{ts,tsx}', 'testing/lint-fixtures/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': architectureElements,
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'source', pattern: '**/*.{ts,tsx}' },
      ],
      'boundaries/files-single-match': true,
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: architecturePolicies }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            "Test files share a worker's modules (vitest.config.ts, isolate: false): a module mock misses a module another file loaded first. Hand the dependency in instead.",
        })),
      ],
    },
  },
  {
    files: ['src/server/features/**/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/*', '**/db/**'],
              message: 'Routes call services; they never touch the ORM.',
            },
          ],
        },
      ],
    },
  },
);
