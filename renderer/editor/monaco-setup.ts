/*
 * Loads Monaco from the local monaco-editor package (never a CDN): the editor API plus its
 * feature contributions, the base editor worker bundled by Vite (`?worker`), the AutoLISP
 * language and the two Lispwright themes. Imported lazily by EditorPane so the rest of the
 * workbench (and jsdom tests) never load Monaco.
 */
import * as monaco from 'monaco-editor/editor/editor.api.js';
import 'monaco-editor/features/register.all.js';
import EditorWorker from 'monaco-editor/editor/editor.worker.js?worker';
import { registerAutolisp, registerDcl } from './language/register.js';
import { LANGUAGE_ID } from './language/monarch.js';

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

registerAutolisp(monaco);
registerDcl(monaco);

// Format Document on Shift+Alt+F on every platform (Monaco binds it to Ctrl+Shift+I on Linux),
// the key drafters know from VS Code on Windows and AutoLispExt's documentation
monaco.editor.addKeybindingRule({
  keybinding: monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyF,
  command: 'editor.action.formatDocument',
  when: 'editorHasDocumentFormattingProvider && editorTextFocus && !editorReadonly',
});

/**
 * The workbench palette (the CSS variables of renderer/styles/app.css, read from a probe element
 * carrying the theme) as Monaco's menu and widget colours, so context menus, hovers and the
 * suggest list have the theme's background and border. Hex values only, as Monaco wants.
 */
function workbenchColors(theme: 'dark' | 'light'): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const probe = document.createElement('div');
  probe.dataset.theme = theme;
  probe.hidden = true;
  document.body.appendChild(probe);
  const css = getComputedStyle(probe);
  const v = (name: string): string => css.getPropertyValue(name).trim();
  probe.remove();
  const [bg, fg, border, accent, accentFg] = [v('--bg2'), v('--fg'), v('--border'), v('--accent'), v('--accent-fg')];
  if (![bg, fg, border, accent, accentFg].every((c) => /^#[0-9a-f]{6}$/i.test(c))) return {};
  return {
    'menu.background': bg,
    'menu.foreground': fg,
    'menu.border': border,
    'menu.selectionBackground': accent,
    'menu.selectionForeground': accentFg,
    'menu.separatorBackground': border,
    'editorHoverWidget.background': bg,
    'editorHoverWidget.border': border,
    'editorSuggestWidget.background': bg,
    'editorSuggestWidget.border': border,
    'editorWidget.background': bg,
    'editorWidget.border': border,
  };
}

monaco.editor.defineTheme('lispwright-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [
    { token: 'keyword', foreground: 'c586c0', fontStyle: 'bold' },
    { token: 'predefined', foreground: '4fc1ff' },
    { token: 'type.command', foreground: 'dcdcaa', fontStyle: 'bold' },
    { token: 'constant', foreground: '569cd6' },
    { token: 'operator.quote', foreground: 'd7ba7d' },
    { token: 'string.escape', foreground: 'd7ba7d' },
  ],
  colors: workbenchColors('dark'),
});
monaco.editor.defineTheme('lispwright-light', {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'keyword', foreground: 'af00db', fontStyle: 'bold' },
    { token: 'predefined', foreground: '0070c1' },
    { token: 'type.command', foreground: '795e26', fontStyle: 'bold' },
    { token: 'constant', foreground: '0000ff' },
    { token: 'operator.quote', foreground: 'a31515' },
  ],
  colors: workbenchColors('light'),
});

export { monaco, LANGUAGE_ID };

export function createEditor(el: HTMLElement, theme: 'dark' | 'light', fontSize: number): monaco.editor.IStandaloneCodeEditor {
  const editor = monaco.editor.create(el, {
    model: null,
    theme: theme === 'dark' ? 'lispwright-dark' : 'lispwright-light',
    fontSize,
    automaticLayout: true,
    minimap: { enabled: false },
    bracketPairColorization: { enabled: true, independentColorPoolPerBracketType: false },
    guides: { bracketPairs: 'active', indentation: true },
    matchBrackets: 'always',
    autoClosingBrackets: 'languageDefined',
    tabSize: 2,
    insertSpaces: true,
    renderWhitespace: 'selection',
    scrollBeyondLastLine: false,
    glyphMargin: true,
    'semanticHighlighting.enabled': false,
    fixedOverflowWidgets: true,
  });
  return editor;
}

export const setTheme = (theme: 'dark' | 'light'): void => monaco.editor.setTheme(theme === 'dark' ? 'lispwright-dark' : 'lispwright-light');
