// Lint enforces the layer rules of ARCHITECTURE.md: a folder says where its code runs,
// and layers import only downward (core <- server/renderer/main).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'stream',
  'events',
  'util',
  'worker_threads',
];

const forbid = (patterns, message) => ({ group: patterns, message });

/** What the renderer may not import from outside itself. */
const rendererLayers = [
  forbid(nodeBuiltins, 'renderer/ runs in the browser: no Node built-ins.'),
  forbid(
    ['electron', 'electron/*', 'electron-*'],
    'renderer/ talks to the desktop host only through the preload object.',
  ),
  forbid(
    ['**/server/**', '**/main/**', '**/preload/**'],
    'renderer/ imports only core/ from outside itself.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'release/**',
      '.tsbuild/**',
      'data/**',
      'test-results/**',
      'node_modules/**',
      'integrator-kit/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(nodeBuiltins, 'core/ is pure: no Node built-ins.'),
            forbid(['electron', 'electron/*', 'electron-*'], 'core/ is pure: no Electron.'),
            forbid(
              ['react', 'react-dom', 'react-*', '@chakra-ui/*', 'jotai', 'jotai/*', 'three'],
              'core/ is pure: no UI libraries.',
            ),
            forbid(
              ['**/server/**', '**/renderer/**', '**/main/**', '**/preload/**'],
              'core/ imports nothing above it.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...rendererLayers,
            forbid(
              ['jotai', 'jotai/*'],
              'jotai is imported only by renderer/state/store.ts: it owns the one store (import atoms and hooks from there).',
            ),
          ],
        },
      ],
    },
  },
  {
    // The one module that owns the store and re-exports what the rest of the renderer uses of jotai.
    files: ['renderer/state/store.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: rendererLayers }] },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['electron', 'electron/*', 'electron-*'], 'server/ runs in plain Node too: no Electron.'),
            forbid(
              ['**/renderer/**', '**/main/**', '**/preload/**'],
              'server/ imports only core/ from outside itself.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['main/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [forbid(['**/renderer/**', '**/preload/**'], 'main/ imports core/ and server/ only.')] },
      ],
    },
  },
  {
    files: ['preload/**/*.ts'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['**/server/**', '**/renderer/**', '**/main/**'],
              'preload/ exposes one small host object and imports only core/.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The integrator kit runs in the parent page; its build script in Node. It imports nothing of the app.
    files: ['integrator-kit/src/**/*.ts'],
    ignores: ['integrator-kit/src/**/*.test.ts'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['../../*'], 'integrator-kit/ is its own package: it imports nothing of the app.'),
          ],
        },
      ],
    },
  },
  { files: ['integrator-kit/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.{ts,js,mjs}', '**/*.test.{ts,tsx}', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
