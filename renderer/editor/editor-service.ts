/*
 * The thin interface the rest of the workbench uses to reach the editor. The Monaco
 * implementation (monaco-service.ts) owns one model per open document; the in-memory
 * implementation here stands in for it in jsdom tests and before Monaco has loaded. Panels never
 * import Monaco, so they stay testable.
 */

export interface EditorLocation {
  line: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

/** Where the debugger is: the form's range; `after` when it stopped after the form (at its close paren). */
export interface DebugLocation extends EditorLocation {
  after?: boolean;
}

export interface GutterBreakpoint {
  line: number;
  verified?: boolean;
  conditional?: boolean;
}

export interface EditorService {
  /** create the model for a document (replacing any existing text); texts use "\n" line endings, `eol` is the file's */
  open(id: string, name: string, text: string, eol: '\n' | '\r\n'): void;
  close(id: string): void;
  activate(id: string): void;
  has(id: string): boolean;
  getText(id: string): string;
  setText(id: string, text: string): void;
  /** called after the text of a document changes (typing, formatting, setText) */
  onDidChange(cb: (id: string) => void): () => void;
  /** move the cursor to a location and scroll it into view */
  reveal(id: string, loc: EditorLocation): void;
  /** mark a run error on a line (cleared on the next edit or run) */
  markError(id: string, loc: EditorLocation, message: string): void;
  clearErrors(id: string): void;
  format(id: string): void;
  focus(): void;
  /** the breakpoints shown in the gutter of a document */
  setBreakpoints(id: string, rows: readonly GutterBreakpoint[]): void;
  /** a click in the gutter (toggle a breakpoint there) */
  onGutterClick(cb: (id: string, line: number) => void): () => void;
  /** breakpoint lines after an edit moved them */
  onBreakpointsMoved(cb: (id: string, lines: number[]) => void): () => void;
  /** mark the form the debugger is at (null: not stopped in this document) */
  showDebugLocation(id: string, loc: DebugLocation | null): void;
  /** the selected text ('' when nothing is selected) */
  getSelection(id: string): string;
  /** the line the cursor is on */
  cursorLine(id: string): number;
}

type Listener = (id: string) => void;

export class MemoryEditorService implements EditorService {
  private readonly texts = new Map<string, string>();
  private readonly listeners = new Set<Listener>();
  activeId: string | null = null;
  readonly cursor = new Map<string, EditorLocation>();
  readonly errors = new Map<string, { loc: EditorLocation; message: string }>();
  formatter: ((text: string) => string) | null = null;

  open(id: string, _name: string, text: string): void {
    this.texts.set(id, text);
  }
  close(id: string): void {
    this.texts.delete(id);
  }
  activate(id: string): void {
    this.activeId = id;
  }
  has(id: string): boolean {
    return this.texts.has(id);
  }
  getText(id: string): string {
    return this.texts.get(id) ?? '';
  }
  setText(id: string, text: string): void {
    this.texts.set(id, text);
    for (const l of this.listeners) l(id);
  }
  onDidChange(cb: Listener): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }
  reveal(id: string, loc: EditorLocation): void {
    this.activeId = id;
    this.cursor.set(id, loc);
  }
  markError(id: string, loc: EditorLocation, message: string): void {
    this.errors.set(id, { loc, message });
  }
  clearErrors(id: string): void {
    this.errors.delete(id);
  }
  format(id: string): void {
    if (this.formatter) this.setText(id, this.formatter(this.getText(id)));
  }
  focus(): void {}
  readonly gutter = new Map<string, readonly GutterBreakpoint[]>();
  readonly debugLocation = new Map<string, DebugLocation>();
  selection = '';
  setBreakpoints(id: string, rows: readonly GutterBreakpoint[]): void {
    this.gutter.set(id, rows);
  }
  onGutterClick(): () => void {
    return () => {};
  }
  onBreakpointsMoved(): () => void {
    return () => {};
  }
  showDebugLocation(id: string, loc: DebugLocation | null): void {
    if (loc) this.debugLocation.set(id, loc);
    else this.debugLocation.delete(id);
  }
  getSelection(): string {
    return this.selection;
  }
  cursorLine(id: string): number {
    return this.cursor.get(id)?.line ?? 1;
  }
}

let service: EditorService = new MemoryEditorService();
const globalListeners = new Set<(id: string) => void>();
let detach: () => void = service.onDidChange((id) => globalListeners.forEach((l) => l(id)));

export const editorService = (): EditorService => service;

/** Listen to text changes of any document, whichever editor implementation is installed. */
export function subscribeEditorChanges(cb: (id: string) => void): () => void {
  globalListeners.add(cb);
  return () => globalListeners.delete(cb);
}

/** Install the editor implementation, carrying over documents already open. */
export function setEditorService(s: EditorService, carry: Array<{ id: string; name: string; eol: '\n' | '\r\n' }> = []): void {
  const prev = service;
  for (const d of carry) if (prev.has(d.id) && !s.has(d.id)) s.open(d.id, d.name, prev.getText(d.id), d.eol);
  detach();
  service = s;
  detach = s.onDidChange((id) => globalListeners.forEach((l) => l(id)));
}
