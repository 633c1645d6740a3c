// One lint config for the whole repo. @nx/enforce-module-boundaries keeps remotes and services from importing
// each other: a project may only depend on its own scope and on shared libs.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import path from 'node:path';

/**
 * Front-end features never import each other (docs/adr/0008, bulletproof-react): code two features share moves to the
 * app's `src/lib` or `src/components`, and pages compose features. Nx checks project boundaries; this checks the
 * folders inside one project, by resolving each relative import.
 */
const FEATURE_DIR = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        messages: {
          cross: 'features/{{from}} may not import features/{{to}}: move shared code to src/lib (ADR 0008).',
        },
      },
      create(context) {
        const own = FEATURE_DIR.exec(context.filename)?.[1];
        if (!own) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = FEATURE_DIR.exec(`${path.resolve(path.dirname(context.filename), source)}/`)?.[1];
          if (target && target !== own)
            context.report({ node, messageId: 'cross', data: { from: own, to: target } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/.nx/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:social', onlyDependOnLibsWithTags: ['scope:social', 'scope:shared'] },
            { sourceTag: 'scope:store', onlyDependOnLibsWithTags: ['scope:store', 'scope:shared'] },
            { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:account', 'scope:shared'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:infra', onlyDependOnLibsWithTags: ['scope:shared', 'scope:infra'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:infra'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app', 'type:service'] },
            { sourceTag: 'type:service', notDependOnLibsWithTags: ['type:app', 'type:service'] },
            // Browser code never imports server code (a Nest library in a remote) and the reverse (the UI library
            // in a service); platform:any libraries (contracts, validation, demo data) run on both.
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:any'] },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
            { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'petcora-features': featureBoundaries },
    rules: { 'petcora-features/no-cross-feature-imports': 'error' },
  },
  {
    // The sign-in page and what it loads take their DTOs from @petcora/validation's subpaths: the package's index
    // holds every DTO with its class-validator decorators, all evaluated on /auth when imported (the AuthPage's own
    // chunks 31.0 → 28.9 KB gzipped; docs/performance.md).
    files: ['mfe-account/src/features/auth/**/*.{ts,tsx}', 'mfe-account/src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@petcora/validation',
              message:
                "Import from a subpath ('@petcora/validation/auth', '/return-path'…): the index loads every DTO.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
