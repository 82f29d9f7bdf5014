// Layer boundaries, enforced: interpreter/ is pure (no Node, DOM or Electron) and its folders
// import only down the layers below; agent/ never imports electron; renderer/ only talks to the
// host contract. test/unit/lint-layers.test.ts proves each rule fails on a file that breaks it.
import { dirname, relative, resolve } from 'node:path';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads', 'crypto', 'http', 'net', 'url'];

/**
 * interpreter/'s layers, lowest first (docs: the architecture's picture). A folder imports only
 * from the groups before its own; folders in one group do not import each other.
 * interpreter/index.ts, the public API, may import any of them.
 */
const INTERPRETER_LAYERS = [['core'], ['reader'], ['builtins'], ['eval'], ['ports'], ['drawing'], ['dialogs', 'debug', 'analysis'], ['runner'], ['worker']];
const layerOf = (folder) => INTERPRETER_LAYERS.findIndex((g) => g.includes(folder));
const interpreterRoot = resolve(dirname(new URL(import.meta.url).pathname), 'interpreter');
/** The interpreter/ folder a path is in ('' for files directly in interpreter/, undefined outside). */
function interpreterFolder(path) {
  const rel = relative(interpreterRoot, path);
  if (rel.startsWith('..') || rel === '') return undefined;
  const parts = rel.split(/[\\/]/);
  return parts.length > 1 ? parts[0] : '';
}

const layerOrder = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      up: 'interpreter/{{from}}/ may not import interpreter/{{to}}/: imports point down the layers ({{order}}).',
      unplaced: 'interpreter/{{from}}/ has no place in INTERPRETER_LAYERS (eslint.config.js): add it to the layer it belongs to.',
    },
  },
  create(context) {
    const from = interpreterFolder(context.filename);
    if (!from) return {};
    if (layerOf(from) < 0) return { Program: (node) => context.report({ node, messageId: 'unplaced', data: { from } }) };
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = interpreterFolder(resolve(dirname(context.filename), spec));
      if (!to || to === from) return;
      const a = layerOf(from);
      const b = layerOf(to);
      if (b >= 0 && b < a) return;
      context.report({ node: node.source, messageId: 'up', data: { from, to, order: INTERPRETER_LAYERS.map((g) => g.join(' | ')).join(' < ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check, TSImportType: check };
  },
};

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
    plugins: { lispwright: { rules: { 'layer-order': layerOrder } } },
    rules: { 'lispwright/layer-order': 'error' },
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
          // runner/project.js (lispwright.json, pure) is public too: the CLI's `run` reads a project through agent/project without loading the interpreter
          { group: ['**/interpreter/*/**', '!**/interpreter/index.js', '!**/interpreter/runner/index.js', '!**/interpreter/runner/contract.js', '!**/interpreter/runner/project.js'], message: 'use interpreter/ through its public API.' },
        ],
      }],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: {
      // the typescript-eslint version, for `allowTypeImports`: the agent's event types only, as types
      '@typescript-eslint/no-restricted-imports': ['error', {
        // `paths` (exact module names) for electron/openai: a bare 'electron' pattern would also match
        // the shared contract at ../electron/shared/, which the renderer must import.
        paths: [
          { name: 'electron', message: 'the renderer talks to the host only through HostApi.' },
          { name: 'openai', message: 'the renderer talks to the host only through HostApi.' },
        ],
        patterns: [
          { group: ['electron/*', 'node:*'], message: 'the renderer talks to the host only through HostApi.' },
          { group: ['**/agent/**', '!**/agent/events.js', '**/electron/main/**', '**/electron/preload/**', '**/electron/web/**', '**/cli/**'], message: 'the renderer imports only electron/shared (the contract) and the agent\'s event types.' },
          { group: ['**/agent/events.js'], allowTypeImports: true, message: 'the renderer imports the agent\'s event types with `import type` only.' },
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
        // the exception: the view's scene builder and its flat encoding, pure modules the host runs to send scenes as bytes (drawing-scenes.ts)
        patterns: [
          { group: ['../*.js'], message: 'services and the web server never import Electron glue (electron/main/*.ts) or the renderer.' },
          { regex: '(^|/)renderer/(?!canvas/scene(-arrays)?\\.js$)', message: 'services and the web server never import Electron glue (electron/main/*.ts) or the renderer.' },
        ],
      }],
    },
  },
  {
    // The contract is imported by main, preload, the web server and the renderer alike.
    files: ['electron/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: ['electron', 'openai'],
        patterns: [
          { group: ['node:*', '**/main/**', '**/preload/**', '**/web/**', '**/renderer/**'], message: 'electron/shared is types and constants only.' },
          { group: ['**/agent/**', '!**/agent/events.js', '!**/agent/provider-presets.js'], message: 'electron/shared takes only the agent\'s event types (agent/events.ts) and its provider presets (pure data).' },
          { group: ['**/agent/events.js'], allowTypeImports: true, message: 'electron/shared imports the agent\'s event types with `import type` only.' },
        ],
      }],
    },
  },
);
