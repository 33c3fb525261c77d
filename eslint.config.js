import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '**/*.{js,mjs,cjs,ts,tsx}';

/** The web's feature folders: each may use shared code and itself, never another feature. */
const features = readdirSync(new URL('./web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  ...[js.configs.recommended, ...tseslint.configs.strict].map((config) => ({
    ...config,
    files: [CODE],
  })),
  {
    files: [CODE],
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests may assert presence with `!`; a wrong guess fails the test anyway.
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Promises are awaited, returned or explicitly voided; an event handler never returns one.
    files: ['{api,bff,web}/src/**/*.{ts,tsx}', 'web/server/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The layout, kept by lint: data flows one way and tiers meet only at the API contract.
    files: ['{api,bff,web}/src/**/*.{ts,tsx}', 'web/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./web/src/features/${name}`,
              from: './web/src/features',
              except: [`./${name}`],
              message: 'Features never import each other: compose them in web/src/app.',
            })),
            {
              target: ['./web/src/components', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code never depends on features or the app.',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features never import the app; the app composes them.',
            },
            {
              target: ['./web', './bff'],
              from: './api/src',
              except: ['./schemas', './rules'],
              message: 'Other tiers know the API only by its contract (@store/api/contract).',
            },
            {
              target: ['./web', './api'],
              from: './bff/src',
              message: 'The BFF is reached over GraphQL, never imported.',
            },
            {
              target: ['./api', './bff'],
              from: './web/src',
              message: 'The web app is never imported by the services.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every type, field, argument and enum value a front-end developer sees is explained.
    files: ['schema/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          Argument: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          'FieldDefinition[parent.name.value=Query]': {
            forbiddenPrefixes: ['query', 'get'],
          },
          'FieldDefinition[parent.name.value=Mutation]': {
            forbiddenPrefixes: ['mutation'],
          },
        },
      ],
      '@graphql-eslint/no-typename-prefix': 'error',
      '@graphql-eslint/input-name': [
        'error',
        { checkInputType: true, caseSensitiveInputType: false },
      ],
    },
  },
);
