/*
 * The drawing's event bus: the one place where "something happened in the editor" is announced.
 * Whoever changes the drawing calls an emit point — the command line (commandWillStart/Ended/
 * Cancelled), entmod/entdel/entmake and later the ActiveX layer (objectAppended/Modified/Erased/
 * Unerased), the sysvar store (sysVarWillChange/Changed) and the runner around the evaluation it
 * starts (lispWillStart/Ended/Cancelled). Listeners (the reactor dispatcher, tests) subscribe
 * with `on`. Emitting is synchronous and cheap when nobody listens, so emit points need no guard.
 */

export type DrawingEvent =
  | { kind: 'commandWillStart' | 'commandEnded' | 'commandCancelled' | 'commandFailed' | 'unknownCommand'; command: string }
  | { kind: 'objectAppended' | 'objectModified' | 'objectErased' | 'objectUnerased'; handle: string }
  | { kind: 'sysVarWillChange'; name: string }
  | { kind: 'sysVarChanged'; name: string; ok: boolean }
  | { kind: 'lispWillStart'; expr: string }
  | { kind: 'lispEnded' | 'lispCancelled' };

export type DrawingEventKind = DrawingEvent['kind'];
export type DrawingEventListener = (e: DrawingEvent) => void;

export class DrawingEvents {
  private listeners: DrawingEventListener[] = [];

  /** Subscribe; returns the function that unsubscribes. */
  on(listener: DrawingEventListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  get hasListeners(): boolean {
    return this.listeners.length > 0;
  }

  emit(e: DrawingEvent): void {
    for (const l of this.listeners) l(e);
  }

  // ---- emit points (named so callers read as what happened) ------------------------------

  commandWillStart(command: string): void {
    if (this.listeners.length) this.emit({ kind: 'commandWillStart', command });
  }
  commandEnded(command: string): void {
    if (this.listeners.length) this.emit({ kind: 'commandEnded', command });
  }
  commandCancelled(command: string): void {
    if (this.listeners.length) this.emit({ kind: 'commandCancelled', command });
  }
  commandFailed(command: string): void {
    if (this.listeners.length) this.emit({ kind: 'commandFailed', command });
  }
  unknownCommand(command: string): void {
    if (this.listeners.length) this.emit({ kind: 'unknownCommand', command });
  }
  objectAppended(handle: string): void {
    if (this.listeners.length) this.emit({ kind: 'objectAppended', handle });
  }
  objectModified(handle: string): void {
    if (this.listeners.length) this.emit({ kind: 'objectModified', handle });
  }
  objectErased(handle: string): void {
    if (this.listeners.length) this.emit({ kind: 'objectErased', handle });
  }
  objectUnerased(handle: string): void {
    if (this.listeners.length) this.emit({ kind: 'objectUnerased', handle });
  }
  sysVarWillChange(name: string): void {
    if (this.listeners.length) this.emit({ kind: 'sysVarWillChange', name });
  }
  sysVarChanged(name: string, ok: boolean): void {
    if (this.listeners.length) this.emit({ kind: 'sysVarChanged', name, ok });
  }
  lispWillStart(expr: string): void {
    if (this.listeners.length) this.emit({ kind: 'lispWillStart', expr });
  }
  lispEnded(): void {
    if (this.listeners.length) this.emit({ kind: 'lispEnded' });
  }
  lispCancelled(): void {
    if (this.listeners.length) this.emit({ kind: 'lispCancelled' });
  }
}
