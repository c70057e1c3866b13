import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/build/preact-alias';

const fromRoot = (file: string) => new URL(file, import.meta.url).pathname;

// Three projects: the unit/API suite; the documents suite (real PDF, DOCX and OCR extraction and
// package building, the slow tests), kept apart so `--project unit` gives quick feedback; and the
// fault suite (`*.fault.test.ts`: every crash, hang or 500 found in the product, kept as a test
// that names the fault and says it held). `npm run test:unit` runs the first two side by side.
const DOCUMENT_TESTS = [
  'src/server/documents/**/*.test.ts',
  'src/server/package/**/*.test.ts',
  'src/server/files/**/*.test.ts',
  'src/server/case-model/case-model.routes.test.ts',
];
export default defineConfig({
  // The web tests render with the same React (preact/compat) as the built SPA.
  resolve: {
    alias: [
      ...preactAliases,
      // Its CommonJS main would require the real react-dom; the ESM build goes through the alias.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      // Likewise react-router's and lucide-react's "node" exports are CommonJS: use their ESM builds.
      {
        find: /^react-router$/,
        replacement: fromRoot('node_modules/react-router/dist/development/index.mjs'),
      },
      {
        find: /^lucide-react$/,
        replacement: fromRoot('node_modules/lucide-react/dist/esm/lucide-react.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fromRoot('node_modules/react-router/dist/development/dom-export.mjs'),
      },
    ],
  },
  test: {
    environment: 'node',
    // Dependencies that import React are bundled through Vite, so the alias reaches them too.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /@tanstack\/react-query/,
          /react-router/,
          /@radix-ui/,
          /sonner/,
          /react-hook-form/,
          /@hookform/,
          /lucide-react/,
          /react-dropzone/,
        ],
      },
    },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Postgres-backed tests create their own schema, so files can run in parallel.
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.fault.test.ts', ...DOCUMENT_TESTS],
          setupFiles: ['src/test-setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'documents',
          include: DOCUMENT_TESTS,
          exclude: ['**/node_modules/**', '**/*.fault.test.ts'],
          setupFiles: ['src/test-setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['src/**/*.fault.test.ts', 'scripts/**/*.fault.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
