import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';

// What a feature folder offers the others: its api/ folder and the modules named here. Anything
// else in a feature is its own business, so it can change without breaking a neighbour. Shared UI
// belongs in components/, shared helpers in lib/ or src/shared.
const featurePublicModules = [
  './analytics/api',
  './chat/api',
  './dashboard/api',
  './distribution/api',
  './distribution/distribution-settings-panel.ts',
  './distribution/distribution-status.tsx',
  './versions/api',
  './auth/auth-modal-context.tsx',
  './editor/survey-editor.tsx',
  './editor/new-entity.ts',
  './editor/response-types.ts',
  './editor/safe-image.ts',
  './versions/lifecycle-badge.tsx',
  './versions/lifecycle.ts',
  './versions/live-version-notice.tsx',
  './versions/publish-problems.tsx',
  './versions/use-version-workflow.ts',
  './versions/version-header-actions.tsx',
  './integrations/integrations-button.tsx',
];

function featureNames() {
  return readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'drizzle/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, drizzle },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // Modules that import each other in a loop load half-initialised: none allowed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An update or delete without where changes every row.
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx', 'counters'] }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx', 'counters'] }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import boundaries: shared is pure; web reaches the server only for types.
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#server/*', '#web/*', '**/server/**', '**/web/**'], message: 'src/shared must not import from server or web.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '**/server/**'], message: 'The web app may only import types from the server.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  // Feature import zones: a feature reaches into another only through its public modules.
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: featureNames().map((feature) => ({
            target: `./src/web/features/${feature}`,
            from: './src/web/features',
            except: [`./${feature}`, ...featurePublicModules],
            message: `Import another feature only through its api/ folder or a public module (featurePublicModules in eslint.config.js); move shared code to components/ or lib/.`,
          })),
        },
      ],
    },
  },
  {
    files: ['*.js', '*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
