/*
 * Every user command by id, shared by the host's menu pushes (`menu:command`), the toolbar and
 * the keyboard shortcuts handled in the page (browser mode has no native menu).
 */
import type { MenuCommand } from '../../electron/shared/contract.js';
import { editorService } from '../editor/editor-service.js';
import { useApp } from '../store/index.js';
import { newDocument, openFileCommand, saveActive } from './documents.js';
import { openDrawing } from './drawings.js';
import { exportVerified } from './export.js';
import { runActive, stopRun } from './run.js';
import { continueOrRun, debugActive, debugPause, debugStop, startDebug, stepOrStart, toggleBreakpointAtCursor } from './debug.js';

export const COMMANDS: Record<MenuCommand, () => unknown> = {
  new: newDocument,
  open: () => openFileCommand(),
  save: () => saveActive(false),
  'save-as': () => saveActive(true),
  'export-verified': exportVerified,
  'open-drawing': () => openDrawing(),
  // while a debug session is open, Run continues it and Stop ends it
  run: () => continueOrRun(runActive),
  stop: () => (debugActive() ? debugStop() : stopRun()),
  debug: () => startDebug(),
  'debug-continue': () => continueOrRun(() => startDebug()),
  'debug-step-into': () => stepOrStart('stepIn'),
  'debug-step-over': () => stepOrStart('next'),
  'debug-step-out': () => stepOrStart('stepOut'),
  'debug-pause': debugPause,
  'toggle-breakpoint': toggleBreakpointAtCursor,
  'zoom-in': () => useApp.getState().viewCmd('in'),
  'zoom-out': () => useApp.getState().viewCmd('out'),
  'zoom-reset': () => useApp.getState().viewCmd('extents'),
  'toggle-theme': () => {
    const st = useApp.getState();
    st.setTheme(st.theme === 'dark' ? 'light' : 'dark');
  },
  'format-document': () => {
    const id = useApp.getState().activeId;
    if (id) editorService().format(id);
  },
};

export function runCommand(c: MenuCommand): void {
  const fn = COMMANDS[c];
  if (fn) void fn();
}

/** Keyboard shortcuts for browser mode (Electron's menu accelerators send menu:command instead). */
export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): MenuCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  const debugKey = debugShortcut(e);
  if (debugKey) return debugKey;
  if (e.key === 'F5') return 'run';
  if (mod && e.key === 'Enter') return 'run';
  if (e.key === 'Escape' && useApp.getState().running) return 'stop';
  if (!mod) return null;
  const k = e.key.toLowerCase();
  if (k === 's') return e.shiftKey ? 'save-as' : 'save';
  if (k === 'e' && e.shiftKey) return 'export-verified';
  if (k === 'o') return e.shiftKey ? 'open-drawing' : 'open';
  if (k === 'n' && e.altKey) return 'new';
  return null;
}

/**
 * The debugger's keys: VLIDE's F8 Step Into, Shift+F8 Step Over, Ctrl+Shift+F8 Step Out,
 * Ctrl+F8 Continue and F9 Toggle Breakpoint, and VS Code's F11 Step Into, F10 Step Over,
 * Shift+F11 Step Out and Shift+F5 Stop (F5 is Run, or Continue while debugging).
 */
export function debugShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): MenuCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  switch (e.key) {
    case 'F8':
      if (mod && e.shiftKey) return 'debug-step-out';
      if (mod) return 'debug-continue';
      return e.shiftKey ? 'debug-step-over' : 'debug-step-into';
    case 'F9':
      return mod || e.shiftKey ? null : 'toggle-breakpoint';
    case 'F10':
      return mod ? null : 'debug-step-over';
    case 'F11':
      return mod ? null : e.shiftKey ? 'debug-step-out' : 'debug-step-into';
    case 'F5':
      return e.shiftKey ? 'stop' : null;
    default:
      return null;
  }
}
