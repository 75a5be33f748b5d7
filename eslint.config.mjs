import fs from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const domains = fs.readdirSync('src/server/domains', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/testing.ts', '**/testing/**', '**/*-test-server.ts'];

/** Domain code is plain TypeScript (DESIGN.md): the framework and the edges call it, never the other way round. */
const frameworkFree = {
  group: [
    'next',
    'next/*',
    'next-intl',
    'next-intl/*',
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'graphql',
    'graphql-yoga',
    '@graphql-*/*',
  ],
  message: 'Domain code does not import Next, React or GraphQL: the page, route handler or resolver calls the domain.',
};
const edges = {
  group: ['@/app/*', '@/components/*', '@/hooks/*', '@/stores/*', '@/server/graphql/*', '@/proxy'],
  message: 'Domain code does not import pages, components, client state or GraphQL resolvers.',
};
const throughIndex = (allowed = []) => ({
  group: ['@/server/domains/*/**', ...allowed.map((pattern) => `!${pattern}`)],
  message: 'Import another domain through its index (`@/server/domains/<name>`), which says what it offers.',
});

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Formatting is Prettier's (npm run format); ESLint keeps to correctness and boundaries.
  prettier,
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  // A value taken out of an object only to leave the rest (`const { id: _id, ...form } = state`) is named with `_`.
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Outside the domains, a domain is reached through its index.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: [...tests, 'src/server/db/schema.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughIndex()] }] },
  },
  // Code that runs in the browser takes Zod from src/shared/zod.ts, which turns off its eval probe (the CSP refuses it).
  {
    files: [
      'src/shared/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/hooks/**/*.ts',
      'src/stores/**/*.ts',
      'src/app/global-error.tsx',
    ],
    ignores: [...tests, 'src/shared/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [throughIndex()],
          paths: [
            ...['zod', 'zod/v4', 'zod/mini'].map((name) => ({
              name,
              message: "Import { z } from '@/shared/zod' (jitless: no eval probe under the CSP).",
            })),
            {
              name: '@/i18n/all-messages',
              message: 'Both messages files whole would ship to the browser (issue #20): use ClientMessages.',
            },
          ],
        },
      ],
    },
  },
  // Inside a domain: its own files freely, other domains through their index; tables may reference other tables.
  ...domains.map(({ name }) => ({
    files: [`src/server/domains/${name}/**/*.ts`],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            frameworkFree,
            edges,
            throughIndex([`@/server/domains/${name}/**`, '@/server/domains/*/*.tables']),
          ],
        },
      ],
    },
  })),
];

export default config;
