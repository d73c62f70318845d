import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The web's shared pieces (components/, lib/) stand below the features and the app.
const sharedNotAboveFeatures = {
  regex: '/(features|app)/',
  message: 'components/ and lib/ are shared by the features: they import no feature and not the app.',
};

// An import that climbs three folders or more names its tree instead (tsconfig.base.json's paths).
const climbsThreeFolders = {
  regex: '^(\\.\\./){3,}',
  message: "Climbing three folders or more: import through '#domain/…', '#server/…' or '#web/…' instead.",
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'bench/out',
      'web/public',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // `const { id, ...rest } = row` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'no-restricted-imports': ['error', { patterns: [climbsThreeFolders] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Features do not import each other: the app composes them (app/routes, app/title-host), and what two
    // features share lives in components/ or lib/. See web/README.md.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbsThreeFolders,
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/|/features/',
              message:
                'A feature does not import another feature: move the shared piece to components/ or lib/, or compose the two in app/.',
            },
            {
              regex: '/app/',
              message:
                'A feature does not import the app: reach the app-level hosts through their hooks in lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [climbsThreeFolders, sharedNotAboveFeatures],
        },
      ],
    },
  },
  {
    // lib/ stands below components/ too: logic that a component and a hook both need lives in lib/.
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbsThreeFolders,
            sharedNotAboveFeatures,
            {
              regex: '/components/',
              message: 'lib/ stands below components/: move what both need into lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server features do not import each other (their tests neither): app.ts, library-features.ts and
    // whats-next-features.ts wire them through the small interfaces their services declare, and what two features
    // share lives at the top of server/ or in domain/. See server/README.md.
    files: ['server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbsThreeFolders,
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/|/features/',
              message:
                'A server feature does not import another feature: declare the small interface its service needs (wired in app.ts), or move what both share to server/ or domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
