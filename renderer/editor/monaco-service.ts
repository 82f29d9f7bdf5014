/*
 * The EditorService backed by Monaco: one text model per open document (the text lives here,
 * not in the store), view state kept per tab, debounced Check Text diagnostics as markers, run
 * errors shown as a marker plus a whole-line decoration until the next edit, breakpoints in the
 * glyph margin (they move with the text as it is edited) and the debugger's current form.
 */
import type * as Monaco from 'monaco-editor/editor/editor.api.js';
import type { DebugLocation, EditorLocation, EditorService, GutterBreakpoint } from './editor-service.js';
import { checkDiagnostics } from './language/diagnostics.js';
import { toMarkers } from './diagnostics-markers.js';
import { dclDiagnostics } from './language/dcl-diagnostics.js';
import { languageOf } from './language/dcl-monarch.js';

type M = typeof Monaco;
const DIAG_DEBOUNCE_MS = 250;

interface Doc {
  model: Monaco.editor.ITextModel;
  name: string;
  view: Monaco.editor.ICodeEditorViewState | null;
  errorDecorations: string[];
  breakpointDecorations: string[];
  debugDecorations: string[];
  diagTimer: ReturnType<typeof setTimeout> | undefined;
  sub: Monaco.IDisposable;
}

export class MonacoEditorService implements EditorService {
  private readonly docs = new Map<string, Doc>();
  private readonly listeners = new Set<(id: string) => void>();
  private readonly gutterListeners = new Set<(id: string, line: number) => void>();
  private readonly movedListeners = new Set<(id: string, lines: number[]) => void>();
  private activeId: string | null = null;

  constructor(
    private readonly m: M,
    private readonly editor: Monaco.editor.IStandaloneCodeEditor,
  ) {
    editor.onMouseDown((e) => {
      const line = e.target.position?.lineNumber;
      if (e.target.type !== this.m.editor.MouseTargetType.GUTTER_GLYPH_MARGIN || !line || !this.activeId) return;
      for (const l of this.gutterListeners) l(this.activeId, line);
    });
  }

  /** Models always hold "\n" line endings (the host converts to the file's `eol` on disk). */
  open(id: string, name: string, text: string): void {
    const existing = this.docs.get(id);
    if (existing) {
      existing.model.setValue(text);
      return;
    }
    const uri = this.m.Uri.parse(`inmemory://lispwright/${encodeURIComponent(id)}/${encodeURIComponent(name)}`);
    const model = this.m.editor.createModel(text, languageOf(name), uri);
    model.setEOL(this.m.editor.EndOfLineSequence.LF);
    const doc: Doc = { model, name, view: null, errorDecorations: [], breakpointDecorations: [], debugDecorations: [], diagTimer: undefined, sub: { dispose() {} } };
    doc.sub = model.onDidChangeContent(() => {
      this.clearErrors(id);
      this.scheduleDiagnostics(doc);
      this.reportMovedBreakpoints(id, doc);
      for (const l of this.listeners) l(id);
    });
    this.docs.set(id, doc);
    this.runDiagnostics(doc);
  }

  private scheduleDiagnostics(doc: Doc): void {
    clearTimeout(doc.diagTimer);
    doc.diagTimer = setTimeout(() => this.runDiagnostics(doc), DIAG_DEBOUNCE_MS);
  }

  private runDiagnostics(doc: Doc): void {
    if (doc.model.isDisposed()) return;
    const text = doc.model.getValue();
    const found = languageOf(doc.name) === 'dcl' ? dclDiagnostics(text, doc.name) : checkDiagnostics(text, doc.name);
    this.m.editor.setModelMarkers(doc.model, 'reader', toMarkers(found));
  }

  close(id: string): void {
    const d = this.docs.get(id);
    if (!d) return;
    clearTimeout(d.diagTimer);
    d.sub.dispose();
    if (this.editor.getModel() === d.model) this.editor.setModel(null);
    d.model.dispose();
    this.docs.delete(id);
    if (this.activeId === id) this.activeId = null;
  }

  activate(id: string): void {
    const d = this.docs.get(id);
    if (!d || this.activeId === id) return;
    const cur = this.activeId ? this.docs.get(this.activeId) : undefined;
    if (cur) cur.view = this.editor.saveViewState();
    this.editor.setModel(d.model);
    if (d.view) this.editor.restoreViewState(d.view);
    this.activeId = id;
  }

  has(id: string): boolean {
    return this.docs.has(id);
  }

  getText(id: string): string {
    return this.docs.get(id)?.model.getValue() ?? '';
  }

  setText(id: string, text: string): void {
    const d = this.docs.get(id);
    if (!d) return;
    // through an edit, so it can be undone
    d.model.pushEditOperations([], [{ range: d.model.getFullModelRange(), text }], () => null);
  }

  onDidChange(cb: (id: string) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  reveal(id: string, loc: EditorLocation): void {
    this.activate(id);
    const pos = { lineNumber: loc.line, column: loc.column ?? 1 };
    this.editor.setPosition(pos);
    this.editor.revealLineInCenter(loc.line);
  }

  markError(id: string, loc: EditorLocation, message: string): void {
    const d = this.docs.get(id);
    if (!d) return;
    const line = Math.min(Math.max(1, loc.line), d.model.getLineCount());
    const col = loc.column ?? 1;
    const endLine = loc.endLine ?? line;
    const endCol = loc.endColumn ?? d.model.getLineMaxColumn(endLine);
    d.errorDecorations = d.model.deltaDecorations(d.errorDecorations, [
      { range: new this.m.Range(line, 1, line, 1), options: { isWholeLine: true, className: 'run-error-line', glyphMarginClassName: 'run-error-glyph', glyphMarginHoverMessage: { value: message } } },
    ]);
    this.m.editor.setModelMarkers(d.model, 'run', [{ message, severity: this.m.MarkerSeverity.Error, startLineNumber: line, startColumn: col, endLineNumber: endLine, endColumn: endCol === col && endLine === line ? col + 1 : endCol, source: 'run' }]);
  }

  clearErrors(id: string): void {
    const d = this.docs.get(id);
    if (!d || d.errorDecorations.length === 0) return;
    d.errorDecorations = d.model.deltaDecorations(d.errorDecorations, []);
    this.m.editor.setModelMarkers(d.model, 'run', []);
  }

  format(id: string): void {
    this.activate(id);
    void this.editor.getAction('editor.action.formatDocument')?.run();
  }

  focus(): void {
    this.editor.focus();
  }

  // ---- the debugger ------------------------------------------------------------------------

  setBreakpoints(id: string, rows: readonly GutterBreakpoint[]): void {
    const d = this.docs.get(id);
    if (!d) return;
    const max = d.model.getLineCount();
    d.breakpointDecorations = d.model.deltaDecorations(
      d.breakpointDecorations,
      rows
        .filter((r) => r.line >= 1 && r.line <= max)
        .map((r) => ({
          range: new this.m.Range(r.line, 1, r.line, 1),
          options: {
            glyphMarginClassName: `breakpoint-glyph${r.verified === false ? ' unverified' : ''}${r.conditional ? ' conditional' : ''}`,
            glyphMarginHoverMessage: { value: r.verified === false ? 'Breakpoint (not on a form)' : r.conditional ? 'Conditional breakpoint' : 'Breakpoint (F9 toggles)' },
            stickiness: this.m.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges,
          },
        })),
    );
  }

  onGutterClick(cb: (id: string, line: number) => void): () => void {
    this.gutterListeners.add(cb);
    return () => this.gutterListeners.delete(cb);
  }

  onBreakpointsMoved(cb: (id: string, lines: number[]) => void): () => void {
    this.movedListeners.add(cb);
    return () => this.movedListeners.delete(cb);
  }

  private reportMovedBreakpoints(id: string, d: Doc): void {
    if (d.breakpointDecorations.length === 0 || this.movedListeners.size === 0) return;
    const lines = d.breakpointDecorations.map((dec) => d.model.getDecorationRange(dec)?.startLineNumber ?? 0).filter((l) => l > 0);
    for (const l of this.movedListeners) l(id, lines);
  }

  showDebugLocation(id: string, loc: DebugLocation | null): void {
    const d = this.docs.get(id);
    if (!d) return;
    if (!loc) {
      d.debugDecorations = d.model.deltaDecorations(d.debugDecorations, []);
      return;
    }
    const line = Math.min(Math.max(1, loc.line), d.model.getLineCount());
    const col = loc.column ?? 1;
    const endLine = Math.min(loc.endLine ?? line, d.model.getLineCount());
    const endCol = loc.endColumn ?? d.model.getLineMaxColumn(endLine);
    const markLine = loc.after ? endLine : line;
    const decorations: Monaco.editor.IModelDeltaDecoration[] = [
      { range: new this.m.Range(markLine, 1, markLine, 1), options: { isWholeLine: true, className: 'debug-current-line', glyphMarginClassName: loc.after ? 'debug-current-glyph after' : 'debug-current-glyph' } },
      { range: new this.m.Range(line, col, endLine, endCol), options: { inlineClassName: 'debug-current-form' } },
    ];
    if (loc.after && endCol > 1) decorations.push({ range: new this.m.Range(endLine, endCol - 1, endLine, endCol), options: { inlineClassName: 'debug-after-paren' } });
    d.debugDecorations = d.model.deltaDecorations(d.debugDecorations, decorations);
  }

  getSelection(id: string): string {
    const d = this.docs.get(id);
    const sel = this.editor.getSelection();
    if (!d || this.activeId !== id || !sel) return '';
    return d.model.getValueInRange(sel);
  }

  cursorLine(id: string): number {
    return this.activeId === id ? (this.editor.getPosition()?.lineNumber ?? 1) : 1;
  }
}
