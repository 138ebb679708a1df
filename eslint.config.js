import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/*
 * The layers (see the README's "Code layout"): app → features → {api, components, lib}; mocks → {api, lib}. A
 * feature never imports another feature: what two share moves down. Every folder under src/features is a feature,
 * so a new one is fenced in without a change here. Tests may reach across (they render the app, start the mock).
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need down (components, lib or api).',
  })),
  {
    target: ['./src/api', './src/components', './src/lib'],
    from: ['./src/app', './src/features', './src/mocks'],
    message: 'api, components and lib are below app, features and mocks.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/mocks'],
    message: 'Features are below app and know no mocks.',
  },
  {
    target: './src/mocks',
    from: ['./src/app', './src/features', './src/components'],
    message: 'The offline server uses only api (schemas) and lib.',
  },
];

const TYPE_CHECKED = ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts', 'vite.config.ts'];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-graph', 'public/mockServiceWorker.js', 'playwright-report', 'test-results', 'reports'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], ...pluginQuery.configs['flat/recommended']],
  },
  {
    // Type-aware rules (floating promises, unsafe any, needless conditions, deprecated APIs…) on every TypeScript file.
    files: TYPE_CHECKED,
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A number in a message is ordinary; `() => void call()` is how an event handler drops a result.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // expect.any() and the other asymmetric matchers are typed any, and a test reads a reply as the type it checks.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Counts and times are written one way each (whole-number-text.ts, date-time-text.ts), which make their formats once.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/lib/whole-number-text.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleTimeString', 'toLocaleDateString'].map((property) => ({
          property,
          message: 'Write a count with wholeNumberText, a moment with dateTimeText or timeText.',
        })),
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    extends: [testingLibrary.configs['flat/react']],
  },
);
