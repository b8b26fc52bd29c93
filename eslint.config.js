import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverParts = readdirSync('src/server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which way imports may point (DESIGN.md, "Boundaries"): core imports neither server nor web; web and server never
 * import each other; only the app mounts the routes; a feature reaches another feature only through its public
 * entry, `index.ts`.
 */
const layers = [
  {
    target: 'src/core',
    from: ['src/server', 'src/web', 'tests', 'bench', 'scripts'],
    message: 'src/core is pure code shared by server and web: it imports neither, nor tests or tools.',
  },
  {
    target: 'src/web',
    from: ['src/server'],
    message: 'The web reaches the server only over HTTP (src/web/lib).',
  },
  { target: 'src/server', from: ['src/web'], message: 'The server never imports browser code.' },
  {
    target: serverParts.filter((part) => part !== 'routes').map((part) => `src/server/${part}`),
    from: 'src/server/routes',
    message: 'Routes are the outer layer: only app.ts mounts them; shared schemas live in src/core.',
  },
];

const featureEntries = webFeatures.map((feature) => ({
  target: `src/web/features/${feature}`,
  from: 'src/web/features',
  except: [
    `./${feature}`,
    ...webFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message: 'Import another feature through its public entry, src/web/features/<feature>/index.ts.',
}));

/** Globals that belong to one platform or do I/O: src/core uses none of them. */
const platformGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'process',
  'Buffer',
  'require',
  '__dirname',
  'global',
  'setImmediate',
];

const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-helpers.{ts,tsx}', '**/*.fixture.ts', '**/*.fixtures.ts'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'test-results', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      // An import that cannot be resolved could not be checked against the boundaries below.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layers, ...featureEntries] }],
    },
  },
  {
    // Tests may reach into a feature's insides to set up what they test.
    files: testFiles.map((pattern) => `src/web/features/${pattern}`),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      // src/core/tsconfig.json already refuses these (no DOM, no Node types); lint says it too, and why.
      'no-restricted-globals': [
        'error',
        ...platformGlobals.map((name) => ({
          name,
          message: 'src/core is pure: no browser or Node globals.',
        })),
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/toast.ts', ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message: 'Raise toasts through src/web/lib/toast: it loads sonner with the first toast.',
            },
          ],
        },
      ],
    },
  },
);
