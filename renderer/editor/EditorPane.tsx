/*
 * Hosts the Monaco editor. Monaco is imported lazily; until it is ready (or if it cannot load,
 * as in jsdom tests) documents stay in the in-memory editor service and a plain textarea edits
 * the active one, so the workbench is never without an editor.
 * The Tab key inserts indentation by default; the toggle in the editor's corner (or Ctrl+M, as
 * in VS Code) makes Tab move the focus out of the editor instead, so keyboard users can leave it.
 */
import { useEffect, useRef, useState } from 'react';
import { runCommand } from '../commands/registry.js';
import { toggleBreakpoint } from '../commands/debug.js';
import { useApp } from '../store/index.js';
import { editorService, setEditorService, subscribeEditorChanges } from './editor-service.js';

type Setup = typeof import('./monaco-setup.js');

export function EditorPane() {
  const el = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'fallback'>('loading');
  const theme = useApp((s) => s.theme);
  const fontSize = useApp((s) => s.fontSize);
  const setupRef = useRef<Setup | null>(null);
  const editorRef = useRef<ReturnType<Setup['createEditor']> | null>(null);
  const [tabMoves, setTabMoves] = useState(false);

  useEffect(() => {
    let disposed = false;
    Promise.all([import('./monaco-setup.js'), import('./monaco-service.js')])
      .then(([setup, svc]) => {
        if (disposed || !el.current) return;
        setupRef.current = setup;
        const st = useApp.getState();
        const editor = setup.createEditor(el.current, st.theme, st.fontSize);
        editorRef.current = editor;
        const { KeyCode, KeyMod } = setup.monaco;
        editor.addCommand(KeyCode.F5, () => runCommand('run'));
        editor.addCommand(KeyMod.CtrlCmd | KeyCode.Enter, () => runCommand('run'));
        editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, () => runCommand('save'));
        editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyS, () => runCommand('save-as'));
        const tabOption = setup.monaco.editor.EditorOption.tabFocusMode;
        editor.onDidChangeConfiguration((e) => {
          if (e.hasChanged(tabOption)) setTabMoves(editor.getOption(tabOption));
        });
        setTabMoves(editor.getOption(tabOption));
        // the debugger's keys (Monaco's own F8 / Shift+F8 "next problem" give way): VLIDE's and VS Code's
        editor.addCommand(KeyMod.Shift | KeyCode.F5, () => runCommand('stop'));
        editor.addCommand(KeyCode.F8, () => runCommand('debug-step-into'));
        editor.addCommand(KeyMod.Shift | KeyCode.F8, () => runCommand('debug-step-over'));
        editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.F8, () => runCommand('debug-step-out'));
        editor.addCommand(KeyMod.CtrlCmd | KeyCode.F8, () => runCommand('debug-continue'));
        editor.addCommand(KeyCode.F9, () => runCommand('toggle-breakpoint'));
        editor.addCommand(KeyCode.F10, () => runCommand('debug-step-over'));
        editor.addCommand(KeyCode.F11, () => runCommand('debug-step-into'));
        editor.addCommand(KeyMod.Shift | KeyCode.F11, () => runCommand('debug-step-out'));
        const service = new svc.MonacoEditorService(setup.monaco, editor);
        setEditorService(service, useApp.getState().docs);
        service.onGutterClick((id, line) => void toggleBreakpoint(id, line));
        service.onBreakpointsMoved((id, lines) => useApp.getState().setBreakpointLines(id, lines));
        showBreakpoints(service, useApp.getState().breakpoints);
        const active = useApp.getState().activeId;
        if (active) service.activate(active);
        setState('ready');
      })
      .catch((e: unknown) => {
        console.warn('Monaco could not load; using a plain text editor.', e);
        if (!disposed) setState('fallback');
      });
    return () => {
      disposed = true;
      editorRef.current?.dispose();
    };
  }, []);

  // breakpoints live in the store; the gutter shows them
  useEffect(
    () =>
      useApp.subscribe((s, prev) => {
        if (s.breakpoints !== prev.breakpoints || s.docs !== prev.docs) showBreakpoints(editorService(), s.breakpoints);
      }),
    [],
  );

  useEffect(() => {
    setupRef.current?.setTheme(theme);
  }, [theme, state]);
  useEffect(() => {
    editorRef.current?.updateOptions({ fontSize });
  }, [fontSize, state]);

  return (
    <div className="editor-pane" data-editor={state}>
      <div ref={el} className="monaco-host" hidden={state === 'fallback'} data-testid="monaco-host" />
      {state !== 'ready' && <FallbackEditor />}
      {state === 'ready' && (
        <button
          type="button"
          className="tab-mode"
          aria-pressed={tabMoves}
          title="Ctrl+M: whether Tab indents or moves the focus out of the editor"
          onClick={() => {
            const ed = editorRef.current;
            if (!ed) return;
            const opt = setupRef.current!.monaco.editor.EditorOption.tabFocusMode;
            ed.updateOptions({ tabFocusMode: !ed.getOption(opt) });
            setTabMoves(ed.getOption(opt));
            ed.focus();
          }}
        >
          Tab: {tabMoves ? 'moves focus' : 'indents'}
        </button>
      )}
    </div>
  );
}

function showBreakpoints(service: ReturnType<typeof editorService>, all: ReturnType<typeof useApp.getState>['breakpoints']): void {
  for (const d of useApp.getState().docs) service.setBreakpoints(d.id, (all[d.id] ?? []).map((r) => ({ line: r.line, verified: r.verified, conditional: !!(r.condition || r.hitCondition) })));
}

/** A plain textarea over the in-memory editor service (used until Monaco is ready). */
function FallbackEditor() {
  const activeId = useApp((s) => s.activeId);
  const [, force] = useState(0);
  useEffect(() => subscribeEditorChanges(() => force((n) => n + 1)), []);
  if (!activeId) return null;
  return (
    <textarea
      className="fallback-editor"
      aria-label="editor"
      spellCheck={false}
      value={editorService().getText(activeId)}
      onChange={(e) => editorService().setText(activeId, e.target.value)}
    />
  );
}
