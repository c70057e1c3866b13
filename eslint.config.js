import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import webLayers from './scripts/lint/web-layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // domain is shared by server and web, so it must not reach into either
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { casepilot: webLayers },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app reaches the server only over HTTP.' },
          ],
        },
      ],
      'casepilot/web-layers': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // the roots of case data: a hand-written key would escape caseKeys' invalidation helpers
          selector: 'ArrayExpression[elements.0.value=/^(cases|stats)$/]',
          message:
            'Case and statistics cache keys come from api/case-keys.ts (caseKeys, statsKeys).',
        },
        {
          // a response shape written at the call site drifts from the server's; src/domain has it
          selector:
            "CallExpression[callee.name='request'] > TSTypeParameterInstantiation TSTypeLiteral",
          message:
            'Type the answer with its shape from src/domain, which the server validates too.',
        },
      ],
    },
  },
  {
    files: ['src/web/api/case-keys.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Config is parsed once, with every missing key reported at start (src/server/config.ts);
    // code reads the parsed config from the context. Tests and their helpers set up databases.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', 'src/**/*.test.{ts,tsx}', 'src/**/test-support/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from the parsed config (src/server/config.ts), not process.env.',
        },
      ],
    },
  },
  // Import cycles and cross-feature repository imports: scripts/check-architecture.ts, which
  // `npm run lint` runs after ESLint (no import plugin is installed to do it here).
);
