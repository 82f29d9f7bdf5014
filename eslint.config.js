// Layer boundaries from DEVELOPERS.md, enforced: interpreter/ is pure (no Node, DOM or Electron),
// agent/ never imports electron, renderer/ only talks to the host contract.
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads', 'crypto', 'http', 'net', 'url'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'release/**', 'test/e2e/screenshots/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['interpreter/**/*.ts'],
    ignores: ['interpreter/worker/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: nodeBuiltins, message: 'interpreter/ is pure TypeScript: no Node imports (only interpreter/worker/ may use node:worker_threads).' },
          { group: ['electron', 'openai', 'react', 'react-dom', 'monaco-editor', 'zustand'], message: 'interpreter/ has no runtime dependencies.' },
          { group: ['**/agent/**', '**/electron/**', '**/renderer/**', '**/cli/**'], message: 'interpreter/ depends on nothing above it.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'require', 'Buffer'],
    },
  },
  {
    files: ['interpreter/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['electron', 'openai', 'react', 'monaco-editor'], message: 'the worker runs the interpreter only.' },
          { group: ['**/agent/**', '**/electron/**', '**/renderer/**', '**/cli/**'], message: 'interpreter/ depends on nothing above it.' },
        ],
      }],
    },
  },
  {
    files: ['agent/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['electron'], message: 'agent/ never imports electron: it runs headless.' },
          { group: ['**/renderer/**', '**/electron/**'], message: 'agent/ depends only on interpreter/ and openai.' },
          { group: ['**/interpreter/*/**', '!**/interpreter/index.js', '!**/interpreter/runner/index.js', '!**/interpreter/runner/contract.js'], message: 'use interpreter/ through its public API.' },
        ],
      }],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        // `paths` (exact module names) for electron/openai: a bare 'electron' pattern would also match
        // the shared contract at ../electron/shared/, which the renderer must import.
        paths: [
          { name: 'electron', message: 'the renderer talks to the host only through HostApi.' },
          { name: 'openai', message: 'the renderer talks to the host only through HostApi.' },
        ],
        patterns: [
          { group: ['electron/*', 'node:*'], message: 'the renderer talks to the host only through HostApi.' },
          { group: ['**/agent/**', '**/electron/main/**', '**/electron/preload/**', '**/electron/web/**', '**/cli/**'], message: 'the renderer imports only electron/shared (the contract).' },
          { group: ['**/interpreter/*/**', '!**/interpreter/index.js', '!**/interpreter/geometry.js', '!**/interpreter/runner/contract.js'], message: 'the renderer never imports interpreter/ internals; use interpreter/index (or interpreter/geometry for shapes).' },
        ],
      }],
    },
  },
  {
    // Host services are plain Node so Electron main and the browser-mode server share them.
    files: ['electron/main/services/**/*.ts', 'electron/web/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'host services and the web server run without Electron; put Electron glue in electron/main/*.ts.' }],
        patterns: [{ group: ['**/renderer/**', '../*.js'], message: 'services and the web server never import Electron glue (electron/main/*.ts) or the renderer.' }],
      }],
    },
  },
  {
    // The contract is imported by main, preload, the web server and the renderer alike.
    files: ['electron/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['electron', 'openai'],
        patterns: [{ group: ['node:*', '**/main/**', '**/preload/**', '**/web/**', '**/renderer/**'], message: 'electron/shared is types and constants only.' }],
      }],
    },
  },
);
